/**
 * Balance studies: a grid of setups times bot mixes, many seeded games a cell (issue 26). A
 * {@link kemkit.examples.study.StudyFile} reads and checks a study file into a {@link
 * kemkit.examples.study.Study} of {@link kemkit.examples.study.Cell}s; the {@link
 * kemkit.examples.study.StudyRunner} plays it on threads (the {@code kemkit-spark} job on a
 * cluster), adding each cell's games up in a mergeable {@link kemkit.examples.simulate.Aggregate};
 * a {@link kemkit.examples.study.CellTable} writes the cells as CSV or JSON and the {@link
 * kemkit.examples.study.Report} as one self-contained HTML page with charts.
 *
 * <pre>{@code
 * Study study = StudyFile.parse(Files.readString(Path.of("study.json")));
 * List<CellResult> cells = StudyRunner.run(study, 2, () -> {});
 * Files.writeString(Path.of("cells.csv"), CellTable.of(cells).csv());
 * Files.writeString(Path.of("report.html"), Report.html(study, cells, "2 threads", elapsed));
 * }</pre>
 */
package kemkit.examples.study;
