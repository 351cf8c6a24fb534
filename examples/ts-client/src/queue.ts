// An unbounded queue read as an async iterator: what turns pushed messages into `for await`.

/** Items pushed by the client, pulled by one `for await` loop; `end()` finishes the loop. */
export class AsyncQueue<T> implements AsyncIterableIterator<T> {
  private readonly items: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private ended = false;

  constructor(private readonly onReturn: () => void = () => {}) {}

  push(item: T): void {
    if (this.ended) {
      return;
    }
    const reader = this.waiting.shift();
    if (reader) {
      reader({ value: item, done: false });
    } else {
      this.items.push(item);
    }
  }

  /** Ends the loop once the items already pushed are read. */
  end(): void {
    this.ended = true;
    for (const reader of this.waiting.splice(0)) {
      reader({ value: undefined, done: true });
    }
  }

  get size(): number {
    return this.items.length;
  }

  next(): Promise<IteratorResult<T>> {
    if (this.items.length) {
      return Promise.resolve({ value: this.items.shift() as T, done: false });
    }
    if (this.ended) {
      return Promise.resolve({ value: undefined, done: true });
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** A `break` out of the loop: stop collecting. */
  return(): Promise<IteratorResult<T>> {
    this.items.length = 0;
    this.end();
    this.onReturn();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
