package kemkit.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.List;
import java.util.function.BiConsumer;
import kemkit.card.Card;

/** An {@link ObjectOut} that puts the fields on an {@code ObjectNode}: what the codec's public methods return. */
final class TreeOut implements ObjectOut {

  private final ObjectNode node;

  TreeOut(ObjectNode node) {
    this.node = node;
  }

  /** {@return the object written so far} */
  ObjectNode node() {
    return node;
  }

  @Override
  public ObjectOut put(String name, int value) {
    node.put(name, value);
    return this;
  }

  @Override
  public ObjectOut put(String name, boolean value) {
    node.put(name, value);
    return this;
  }

  @Override
  public ObjectOut put(String name, String value) {
    node.put(name, value);
    return this;
  }

  @Override
  public StringBuilder text() {
    return new StringBuilder();
  }

  @Override
  public ObjectOut put(String name, StringBuilder text) {
    node.put(name, text.toString());
    return this;
  }

  @Override
  public ObjectOut putNull(String name) {
    node.putNull(name);
    return this;
  }

  @Override
  public ObjectOut cards(String name, Collection<Card> cards) {
    node.set(name, Nodes.cards(cards));
    return this;
  }

  @Override
  public ObjectOut cardLists(String name, List<? extends Collection<Card>> lists) {
    ArrayNode out = node.putArray(name);
    lists.forEach(cards -> out.add(Nodes.cards(cards)));
    return this;
  }

  @Override
  public ObjectOut integers(String name, Collection<Integer> numbers) {
    node.set(name, Nodes.integers(numbers));
    return this;
  }

  @Override
  public <T> ObjectOut object(String name, T value, BiConsumer<T, ObjectOut> writer) {
    writer.accept(value, new TreeOut(node.putObject(name)));
    return this;
  }
}
