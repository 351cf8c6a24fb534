// The Kem's family's sign and gesture words (FamilyRules.SIGNAL_WORDS) drawn as small faces and
// hands, in SVG: the page must not depend on an emoji font being installed.
const FACE = '<circle cx="16" cy="16" r="12" fill="#f6d27a" stroke="#6b4f12" stroke-width="1.5"/>';
const EYES = '<circle cx="12" cy="13" r="1.6" fill="#222"/><circle cx="20" cy="13" r="1.6" fill="#222"/>';
const MOUTH = '<path d="M11 20h10" stroke="#222" stroke-width="1.6" fill="none" stroke-linecap="round"/>';
const SMILE = '<path d="M10.5 18.5q5.5 5 11 0" stroke="#222" stroke-width="1.6" fill="none" stroke-linecap="round"/>';
const DRAWINGS = {
  wink: FACE + '<circle cx="12" cy="13" r="1.6" fill="#222"/><path d="M18 13.5h4" stroke="#222" stroke-width="1.8" stroke-linecap="round"/>' + SMILE,
  nose: FACE + EYES + '<path d="M16 13v6h2" stroke="#b5651d" stroke-width="2" fill="none" stroke-linecap="round"/><circle cx="24" cy="19" r="2.5" fill="#e9a" stroke="#6b4f12"/>' + MOUTH,
  cough: FACE + EYES + '<circle cx="16" cy="21" r="2.2" fill="#222"/><path d="M22 24q3-1 4 1q2 0 2 2" stroke="#7aa" stroke-width="1.6" fill="none"/>',
  tap: '<rect x="3" y="24" width="26" height="4" rx="1" fill="#8d6e63"/><path d="M14 22V8a2 2 0 0 1 4 0v9l5 1.5a2 2 0 0 1 1.4 2.4L23 24h-9z" fill="#f6d27a" stroke="#6b4f12" stroke-width="1.4"/><path d="M9 12l-3-2M9 17H5" stroke="#e0b84c" stroke-width="1.6" stroke-linecap="round"/>',
  smile: FACE + EYES + '<path d="M9.5 17.5q6.5 7 13 0z" fill="#222"/>',
  nod: FACE + '<path d="M10 14q2-2 4 0M18 14q2-2 4 0" stroke="#222" stroke-width="1.6" fill="none"/>' + MOUTH + '<path d="M29 9v14M27 11l2-3 2 3M27 21l2 3 2-3" stroke="#2e7d32" stroke-width="1.5" fill="none"/>',
  hair: FACE + EYES + MOUTH + '<path d="M3.5 15a12.5 12.5 0 0 1 25 0q-4-7-12.5-7t-12.5 7z" fill="#6d4c41"/><path d="M24 3q4 1 5 5" stroke="#6d4c41" stroke-width="2.5" fill="none" stroke-linecap="round"/>',
  shrug: '<circle cx="16" cy="11" r="7" fill="#f6d27a" stroke="#6b4f12" stroke-width="1.5"/><path d="M13 13h6" stroke="#222" stroke-width="1.4"/><path d="M2 14l5 6h18l5-6" stroke="#6b4f12" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M9 20v9h14v-9" fill="#5c7cba"/>',
};

/** {@return an element drawing `word` with its name under it; an unknown word is written out} */
export function sign(word, caption) {
  const box = document.createElement('span');
  box.className = 'sign';
  box.title = word;
  const drawing = DRAWINGS[word];
  if (drawing) {
    box.innerHTML = '<svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true">' + drawing + '</svg>';
  }
  const name = document.createElement('span');
  name.className = 'sign-word';
  name.textContent = caption ? caption + word : word;
  box.appendChild(name);
  return box;
}
