package kemkit.examples.study;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import javax.imageio.ImageIO;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;

/**
 * What the study's and the tournament's reports share: the charts' size, colours and style, a
 * chart as a PNG, a figure as an HTML fragment with the PNG as a data URI (so a report fetches
 * nothing when opened), and HTML escaping.
 */
public final class Charts {

  /** A chart's width in pixels. */
  public static final int WIDTH = 760;

  /** A chart's height in pixels. */
  public static final int HEIGHT = 420;

  private static final Color[] PALETTE = {
      new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0x9467bd), new Color(0xff7f0e),
      new Color(0x17becf), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f), new Color(0xbcbd22)};

  static {
    // Charts are drawn off screen: a server or a Spark driver has no display.
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
  }

  private Charts() {}

  /**
   * {@return the colour of series {@code i}}
   *
   * @param i a series' index, from 0
   */
  public static Color colour(int i) {
    return PALETTE[i % PALETTE.length];
  }

  /**
   * Colours {@code series} lines and draws them 2 pixels wide.
   *
   * @param renderer a line renderer
   * @param series how many series it draws
   */
  public static void style(XYLineAndShapeRenderer renderer, int series) {
    for (int i = 0; i < series; i++) {
      renderer.setSeriesPaint(i, colour(i));
      renderer.setSeriesStroke(i, new BasicStroke(2f));
    }
  }

  /**
   * {@return {@code chart} on a white background with light grid lines and a bold title}
   *
   * @param chart a chart
   */
  public static JFreeChart styled(JFreeChart chart) {
    chart.setBackgroundPaint(Color.WHITE);
    chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
    chart.getPlot().setBackgroundPaint(new Color(0xfafafa));
    if (chart.getPlot() instanceof XYPlot xy) {
      xy.setDomainGridlinePaint(new Color(0xdddddd));
      xy.setRangeGridlinePaint(new Color(0xdddddd));
    } else if (chart.getPlot() instanceof CategoryPlot category) {
      category.setRangeGridlinePaint(new Color(0xdddddd));
    }
    return chart;
  }

  /**
   * Appends {@code chart} as a figure: the PNG as a data URI, and its caption.
   *
   * @param out the page being written
   * @param chart a chart
   * @param caption what it shows
   */
  public static void figure(StringBuilder out, JFreeChart chart, String caption) {
    out.append("<figure><img class=\"chart\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT)
        .append("\" alt=\"").append(escape(chart.getTitle().getText())).append("\" src=\"data:image/png;base64,")
        .append(Base64.getEncoder().encodeToString(png(chart))).append("\"><figcaption>").append(escape(caption))
        .append("</figcaption></figure>\n");
  }

  /**
   * {@return {@code chart} as a PNG image of the reports' size}
   *
   * @param chart a chart
   */
  public static byte[] png(JFreeChart chart) {
    BufferedImage image = chart.createBufferedImage(WIDTH, HEIGHT);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try {
      ImageIO.write(image, "png", bytes);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot encode a chart as PNG in memory", e);
    }
    return bytes.toByteArray();
  }

  /**
   * {@return {@code text} with HTML's special characters escaped, for text and attributes}
   *
   * @param text any text
   */
  public static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  /** The page's style sheet: figures side by side, compact tables. */
  public static final String STYLE = "body{font-family:sans-serif;margin:2em;color:#222;max-width:1600px}"
      + "figure{display:inline-block;margin:0 1em 1em 0;vertical-align:top}figcaption{font-size:.85em;color:#555;"
      + "max-width:" + WIDTH + "px}"
      + "img{border:1px solid #ddd}table{border-collapse:collapse;font-size:.8em;margin-bottom:1em}"
      + "td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}th{background:#f4f4f4}"
      + "td.text{text-align:left;white-space:nowrap}.cells{overflow-x:auto}";
}
