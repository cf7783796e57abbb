// Where the harness reads and writes, relative to the repository root (the runner starts there).

export const EVAL_PATHS = {
  dataset: 'eval/dataset',
  resultsMarkdown: 'eval/results.md',
  resultsJson: 'eval/results.json',
  baseline: 'eval/baseline.json',
  samples: 'eval/samples.md',
  panelSheet: 'eval/panel/sheet.md',
  panelKey: 'eval/panel/key.json',
  panelRatingsTemplate: 'eval/panel/ratings.template.json',
  panelResults: 'eval/panel/results.md',
  trainingResults: 'eval/training-results.md',
} as const;
