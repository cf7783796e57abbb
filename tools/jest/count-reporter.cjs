// Records each Jest run's pass/fail counts so `npm test` can print one closing total
// across every project (Nx runs one Jest per project).
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

class CountReporter {
  constructor(globalConfig, options = {}) {
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
    };
    writeFileSync(join(dir, `${this.name}-${process.pid}.json`), JSON.stringify(counts));
  }
}

module.exports = CountReporter;
