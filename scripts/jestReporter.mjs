// Jest's own report (a line per file, the failures with their messages, the summary) on stdout instead of stderr,
// so that a green `npm test` leaves stderr empty and anything that does reach it is worth reading (docs/testing.md
// "Quiet"). The same reporters Jest uses by default — the per-file one (the verbose one for a single file) and the
// summary — with their `log` pointed at stdout; a failure reads as before, and the exit code is Jest's.
import { DefaultReporter, SummaryReporter, VerboseReporter } from '@jest/reporters';

// Taken before the per-file reporter wraps stdout: its wrapper holds what is written there for 100 ms (it writes
// straight only to stderr), which would print a file's result after the summary.
const writeStdout = process.stdout.write.bind(process.stdout);
const toStdout = (message) => {
  writeStdout(`${message}\n`);
};

// As the wrapper does: the progress line (shown on a terminal) is cleared first and drawn again after.
class FileReporter extends DefaultReporter {
  log(message) {
    this.__clearStatus();
    toStdout(message);
    this.__printStatus();
  }
}
class VerboseFileReporter extends VerboseReporter {
  log(message) {
    this.__clearStatus();
    toStdout(message);
    this.__printStatus();
  }
}
class Summary extends SummaryReporter {
  log(message) {
    toStdout(message);
  }

  // The failures again at the end of a long run (Jest writes them to stderr a character at a time).
  _write(text) {
    writeStdout(text);
  }
}

const HOOKS = [
  'onRunStart',
  'onTestFileStart',
  'onTestStart',
  'onTestCaseStart',
  'onTestCaseResult',
  'onTestFileResult',
  'onTestResult',
  'onRunComplete',
];

export default class StdoutReporter {
  constructor(globalConfig, options = {}) {
    const verbose = Boolean(globalConfig.verbose);
    this.reporters = [
      verbose ? new VerboseFileReporter(globalConfig) : new FileReporter(globalConfig),
      new Summary(globalConfig, options),
    ];
    for (const hook of HOOKS) {
      if (this.reporters.some((reporter) => typeof reporter[hook] === 'function')) {
        this[hook] = async (...args) => {
          for (const reporter of this.reporters) await reporter[hook]?.(...args);
        };
      }
    }
  }

  getLastError() {
    for (const reporter of this.reporters) {
      const error = reporter.getLastError?.();
      if (error) return error;
    }
    return undefined;
  }
}
