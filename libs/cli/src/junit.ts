// The eval as a JUnit XML report, which every CI shows as test results: one test case per
// dataset row, a failure for a row under the pass mark, and one more case per run-level
// threshold so a missed --min-success or --min-lift shows up as a failed test too.
import type { EvalReport } from './evaluate';
import { percent, signed } from './evaluate';

const escape = (text: string) =>
  text
    // XML 1.0 has no way to carry most control characters, even escaped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function junitXml(report: EvalReport, suiteName: string, seconds: number): string {
  const cases: string[] = report.rows.map((row) => {
    const name = `${row.id}: ${row.input.replace(/\s+/g, ' ').slice(0, 80)}`;
    const attrs = `classname="${escape(row.category ? `silent.eval.${row.category}` : 'silent.eval')}" name="${escape(name)}"`;
    const figures = `score ${row.score.toFixed(3)} (input ${row.rawScore.toFixed(3)}, lift ${signed(row.lift)})`;
    if (row.passed)
      return `    <testcase ${attrs}><system-out>${escape(figures)}</system-out></testcase>`;
    const message = `${figures} is below the pass mark ${report.summary.threshold}`;
    return [
      `    <testcase ${attrs}>`,
      `      <failure message="${escape(message)}" type="threshold">${escape(`${message}\n\nEnhanced prompt:\n${row.enhancedPrompt}`)}</failure>`,
      '    </testcase>',
    ].join('\n');
  });
  const { minSuccess, minLift } = report.thresholds;
  const runCase = (name: string, failure: string | undefined) =>
    failure
      ? `    <testcase classname="silent.eval.thresholds" name="${escape(name)}">\n      <failure message="${escape(failure)}" type="threshold"/>\n    </testcase>`
      : `    <testcase classname="silent.eval.thresholds" name="${escape(name)}"/>`;
  if (minSuccess !== undefined) {
    cases.push(
      runCase(
        `success rate ≥ ${percent(minSuccess)}`,
        report.failures.find((failure) => failure.startsWith('success rate')),
      ),
    );
  }
  if (minLift !== undefined) {
    cases.push(
      runCase(
        `mean lift ≥ ${signed(minLift)}`,
        report.failures.find((failure) => failure.startsWith('mean lift')),
      ),
    );
  }
  const failed = report.rows.filter((row) => !row.passed).length + report.failures.length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="silent eval" tests="${cases.length}" failures="${failed}" time="${seconds.toFixed(3)}">`,
    `  <testsuite name="${escape(suiteName)}" tests="${cases.length}" failures="${failed}" errors="0" time="${seconds.toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
