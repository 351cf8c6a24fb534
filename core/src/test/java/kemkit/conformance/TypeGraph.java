package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedSet;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The type references inside one package, read from its compiled classes, and the cycles among
 * them: how a test shows that a game package is drawn in layers (STYLE, "One design, drawn in
 * layers"). A type is a top-level class, its nested classes counted as part of it (a sealed
 * interface and its records are one file); A references B when B's name is in A's constant pool:
 * a class it uses, or a type in a field, method or generic signature.
 *
 * <pre>{@code
 * TypeGraph graph = TypeGraph.of(Path.of("target/classes"), "kemkit.khamul");
 * assertThat(graph.cycles()).as("cycles of type references").isEmpty();
 * assertThat(graph.upward(List.of(values, codecs, mechanics, rules))).isEmpty();
 * }</pre>
 *
 * <p>The class files are read by hand (the constant pool only: its class names and the UTF-8
 * strings that hold descriptors and signatures), so the kit needs no bytecode library.
 */
public final class TypeGraph {

  private final String packageName;
  private final Map<String, Set<String>> references;

  private TypeGraph(String packageName, Map<String, Set<String>> references) {
    this.packageName = packageName;
    this.references = references;
  }

  /**
   * {@return the graph of the package {@code packageName}, read from the class files under {@code
   * classes}}
   *
   * @param classes the root of compiled classes ({@code target/classes})
   * @param packageName the package, as {@code kemkit.khamul}
   * @throws UncheckedIOException if the classes cannot be read
   */
  public static TypeGraph of(Path classes, String packageName) {
    String internal = packageName.replace('.', '/');
    Path directory = classes.resolve(internal);
    Pattern name = Pattern.compile(Pattern.quote(internal + "/") + "([A-Za-z0-9_]++)(?![/A-Za-z0-9_])");
    Map<String, Set<String>> references = new TreeMap<>();
    try (Stream<Path> files = Files.list(directory)) {
      for (Path file : (Iterable<Path>) files.sorted()::iterator) {
        String fileName = file.getFileName().toString();
        if (!fileName.endsWith(".class") || fileName.startsWith("package-info")) {
          continue;
        }
        String type = fileName.substring(0, fileName.length() - ".class".length()).split("\\$", 2)[0];
        Set<String> out = references.computeIfAbsent(type, t -> new TreeSet<>());
        for (String text : strings(file)) {
          Matcher matcher = name.matcher(text);
          while (matcher.find()) {
            out.add(matcher.group(1));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (Map.Entry<String, Set<String>> entry : references.entrySet()) {
      entry.getValue().retainAll(references.keySet());
      entry.getValue().remove(entry.getKey());
    }
    return new TypeGraph(packageName, references);
  }

  /** {@return every UTF-8 string of a class file's constant pool} */
  private static List<String> strings(Path file) throws IOException {
    List<String> out = new ArrayList<>();
    try (InputStream bytes = Files.newInputStream(file); DataInputStream in = new DataInputStream(bytes)) {
      if (in.readInt() != 0xCAFEBABE) {
        throw new IOException(file + " is not a class file");
      }
      in.readUnsignedShort();
      in.readUnsignedShort();
      int count = in.readUnsignedShort();
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        switch (tag) {
          case 1 -> out.add(in.readUTF());
          case 7, 8, 16, 19, 20 -> in.skipNBytes(2);
          case 15 -> in.skipNBytes(3);
          case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
          case 5, 6 -> {
            in.skipNBytes(8);
            i++; // a long or a double takes two entries
          }
          default -> throw new IOException(file + ": constant pool tag " + tag);
        }
      }
    }
    return out;
  }

  /** {@return the package's types: its top-level classes, by simple name} */
  public ImmutableSet<String> types() {
    return ImmutableSet.copyOf(references.keySet());
  }

  /**
   * {@return the types of the package that {@code type} references}
   *
   * @param type a type of the package, by simple name
   */
  public ImmutableSet<String> references(String type) {
    Set<String> out = references.get(type);
    if (out == null) {
      throw new IllegalArgumentException("no type " + type + " in " + packageName);
    }
    return ImmutableSet.copyOf(out);
  }

  /**
   * {@return the cycles of type references: every strongly connected set of two or more types,
   * each sorted, largest first} Empty for a package drawn in layers.
   */
  public ImmutableList<ImmutableSortedSet<String>> cycles() {
    List<ImmutableSortedSet<String>> out = new ArrayList<>();
    for (Set<String> component : components()) {
      if (component.size() > 1) {
        out.add(ImmutableSortedSet.copyOf(component));
      }
    }
    out.sort((a, b) -> b.size() - a.size());
    return ImmutableList.copyOf(out);
  }

  /** {@return how many types sit in a cycle} */
  public int typesInCycles() {
    return cycles().stream().mapToInt(Set::size).sum();
  }

  /**
   * {@return every reference that goes up: from a type of one layer to a type of a higher one, as
   * {@code "KhamulState -> Recycling"}, and every type in no layer, as {@code "Stray (no layer)"}}
   *
   * @param layers the package's types, bottom layer first
   */
  public ImmutableList<String> upward(List<? extends Set<String>> layers) {
    Map<String, Integer> level = new HashMap<>();
    for (int i = 0; i < layers.size(); i++) {
      for (String type : layers.get(i)) {
        level.put(type, i);
      }
    }
    ImmutableList.Builder<String> out = ImmutableList.builder();
    for (Map.Entry<String, Set<String>> entry : references.entrySet()) {
      Integer from = level.get(entry.getKey());
      if (from == null) {
        out.add(entry.getKey() + " (no layer)");
        continue;
      }
      for (String to : entry.getValue()) {
        Integer target = level.get(to);
        if (target != null && target > from) {
          out.add(entry.getKey() + " -> " + to);
        }
      }
    }
    return out.build();
  }

  // Tarjan's strongly connected components, iterative.
  private List<Set<String>> components() {
    Map<String, Integer> index = new HashMap<>();
    Map<String, Integer> low = new HashMap<>();
    Deque<String> stack = new ArrayDeque<>();
    Set<String> onStack = new TreeSet<>();
    List<Set<String>> out = new ArrayList<>();
    int[] next = {0};
    for (String root : references.keySet()) {
      if (!index.containsKey(root)) {
        visit(root, index, low, stack, onStack, out, next);
      }
    }
    return out;
  }

  private void visit(String root, Map<String, Integer> index, Map<String, Integer> low, Deque<String> stack,
      Set<String> onStack, List<Set<String>> out, int[] next) {
    Deque<Object[]> work = new ArrayDeque<>();
    work.push(new Object[] {root, references.get(root).iterator()});
    index.put(root, next[0]);
    low.put(root, next[0]++);
    stack.push(root);
    onStack.add(root);
    while (!work.isEmpty()) {
      Object[] frame = work.peek();
      String node = (String) frame[0];
      @SuppressWarnings("unchecked")
      java.util.Iterator<String> edges = (java.util.Iterator<String>) frame[1];
      if (edges.hasNext()) {
        String to = edges.next();
        if (!index.containsKey(to)) {
          index.put(to, next[0]);
          low.put(to, next[0]++);
          stack.push(to);
          onStack.add(to);
          work.push(new Object[] {to, references.get(to).iterator()});
        } else if (onStack.contains(to)) {
          low.put(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (!work.isEmpty()) {
        String parent = (String) work.peek()[0];
        low.put(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node).equals(index.get(node))) {
        Set<String> component = new TreeSet<>();
        String member;
        do {
          member = stack.pop();
          onStack.remove(member);
          component.add(member);
        } while (!member.equals(node));
        out.add(component);
      }
    }
  }

  @Override
  public String toString() {
    return "TypeGraph[" + packageName + ", " + references + "]";
  }
}
