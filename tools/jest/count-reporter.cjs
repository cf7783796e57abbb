// Records each Jest run's pass/fail counts, and the names of the tests that failed, so `npm test`
// can print one closing total across every project (Nx runs one Jest per project) and end its log
// with what failed: a CI log is often read from its tail only.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const WORKSPACE_ROOT = join(__dirname, '..', '..');

// Enough of a failure message to recognise the failure; the full message is higher up the log.
const MESSAGE_LINES = 6;

function firstLines(message) {
  return (
    message
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      // Stack frames say where, which the full report above already shows; the message says what.
      .filter((line) => line.trim() !== '' && !/^\s*at /.test(line))
      .slice(0, MESSAGE_LINES)
  );
}

function failuresOf(results) {
  const failures = [];
  for (const file of results.testResults) {
    const path = relative(WORKSPACE_ROOT, file.testFilePath);
    if (file.testExecError || (file.failureMessage && file.numFailingTests === 0)) {
      failures.push({
        path,
        test: '(the suite did not run)',
        message: firstLines(file.failureMessage ?? ''),
      });
    }
    for (const test of file.testResults) {
      if (test.status !== 'failed') continue;
      failures.push({
        path,
        test: test.fullName,
        message: firstLines(test.failureMessages.join('\n')),
      });
    }
  }
  return failures;
}

class CountReporter {
  constructor(_globalConfig, options = {}) {
    this.name = options.name || 'jest';
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.SILENT_TEST_COUNTS_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const counts = {
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests + results.numTodoTests,
      suitesFailed: results.numFailedTestSuites + results.numRuntimeErrorTestSuites,
      failures: failuresOf(results),
    };
    writeFileSync(join(dir, `${this.name}-${process.pid}.json`), JSON.stringify(counts));
  }
}

module.exports = CountReporter;
