import { pairsFor } from './pair';

export const SOFTWARE_PAIRS = pairsFor('software-development', [
  {
    input: 'fix my code its not working',
    difficulty: 'easy',
    subcategory: 'debugging',
    style: 'technical',
    role: 'You are a patient senior developer who debugs code methodically.',
    task: 'Find and fix the bug in the code I paste below.',
    context:
      'Language: [language]. Code: [paste code]. What I expected: [expected behaviour]. What happens instead, with the exact error message: [actual behaviour].',
    format:
      'The root cause in one or two sentences, the corrected code in a code block, and how to verify the fix.',
    constraints: [
      'Change only what is needed to fix the bug.',
      'If information is missing, list the questions before guessing.',
    ],
    tags: ['debugging'],
  },
  {
    input: 'write a function to validate email',
    difficulty: 'easy',
    subcategory: 'code-generation',
    style: 'technical',
    role: 'You are a TypeScript developer who writes small, well-tested utilities.',
    task: 'Write a function that checks whether a string looks like a valid e-mail address.',
    context:
      'Runs in the browser and in Node.js; used for form validation, not for proving deliverability.',
    format:
      'The function with a JSDoc comment, then a table of ten test inputs with the expected result.',
    constraints: [
      'No external libraries.',
      'Explain the trade-off of using a simple pattern over a full RFC 5322 parser.',
      'Trim whitespace before checking.',
    ],
    tags: ['typescript', 'validation'],
  },
  {
    input: 'explain this code',
    difficulty: 'easy',
    subcategory: 'explanation',
    role: 'You are a senior engineer who explains code to a new team member.',
    task: 'Explain what the code below does and how it works.',
    context: 'Code: [paste code]. My level: I know the basics of [language] but not this codebase.',
    format:
      'A one-paragraph summary, then a step-by-step walkthrough referencing line numbers, then any risks or surprising behaviour.',
    constraints: [
      'Define any term a junior developer might not know.',
      'Do not rewrite the code unless asked.',
    ],
    tags: ['explanation', 'onboarding'],
  },
  {
    input: 'make a rest api for todos',
    difficulty: 'medium',
    subcategory: 'code-generation',
    style: 'technical',
    role: 'You are a backend engineer experienced with Node.js and REST design.',
    task: 'Build a REST API for a to-do list with create, read, update, delete and list endpoints.',
    context:
      'Stack: Node.js 20, TypeScript, Fastify, PostgreSQL. Each to-do has id, title, done flag, due date (optional) and timestamps.',
    format:
      'The endpoint table (method, path, request, response, status codes), then the route code, the SQL schema, and three example requests with curl.',
    constraints: [
      'Validate every input and return 400 with a clear message on bad input.',
      'Return 404 for unknown ids.',
      'No authentication for now, but note where it would go.',
    ],
    tags: ['rest', 'api', 'node'],
  },
  {
    input: 'review my pull request',
    difficulty: 'medium',
    subcategory: 'code-review',
    style: 'technical',
    role: 'You are a senior reviewer who gives actionable, kind code review feedback.',
    task: 'Review the diff below as if it were a pull request on our team.',
    context:
      'Diff: [paste diff]. Purpose of the change: [description]. Team conventions: [link or summary].',
    format:
      'A summary verdict (approve, approve with comments, request changes), then findings grouped as blocking, should fix and nitpicks, each with file, line and a suggested change.',
    constraints: [
      'Explain the reason behind every blocking finding.',
      'Acknowledge what is done well.',
      'Do not restyle code that follows the conventions.',
    ],
    tags: ['code-review', 'pull-request'],
  },
  {
    input: 'write unit tests',
    difficulty: 'medium',
    subcategory: 'testing',
    style: 'technical',
    role: 'You are a test engineer who writes focused, readable unit tests.',
    task: 'Write unit tests for the function below.',
    context:
      'Function: [paste code]. Test framework: [Jest, Vitest or other]. Known edge cases: [list, if any].',
    format: 'A list of the behaviours to test, then the test file in one code block.',
    constraints: [
      'One behaviour per test, named after what it checks.',
      'Cover empty, boundary and invalid inputs.',
      'No mocking of the function under test.',
    ],
    tags: ['testing', 'unit-tests'],
  },
  {
    input: 'my website is slow how to make it faster',
    difficulty: 'medium',
    subcategory: 'performance',
    role: 'You are a web performance engineer.',
    task: 'Diagnose why a website loads slowly and propose fixes in priority order.',
    context:
      'Site URL or stack: [details]. Measurements available: [Lighthouse scores, Core Web Vitals, or none]. Hosting: [provider].',
    format:
      'First the measurements to collect if missing, then a prioritised table (Issue, Evidence, Fix, Expected impact, Effort).',
    constraints: [
      'Base each recommendation on a measurement, not a guess.',
      'Start with the fixes that have the most impact for the least effort.',
    ],
    tags: ['performance', 'web'],
  },
  {
    input: 'design database for online shop',
    difficulty: 'hard',
    subcategory: 'design',
    style: 'technical',
    role: 'You are a database architect who designs relational schemas for e-commerce.',
    task: 'Design a PostgreSQL schema for an online shop with products, variants, customers, carts, orders, payments and inventory.',
    context:
      'Expected scale: about [number] orders a day; multiple currencies [yes/no]; guest checkout allowed.',
    format:
      'An entity list with columns and types, the relationships, the indexes with the query each one serves, then the DDL in one code block.',
    constraints: [
      'Prices stored as integer minor units with a currency code.',
      'Orders keep a copy of product data at purchase time.',
      'Explain every denormalisation.',
      'Prevent overselling under concurrent checkouts.',
    ],
    tags: ['database', 'schema', 'postgresql'],
  },
  {
    input: 'convert this python to javascript',
    difficulty: 'medium',
    subcategory: 'translation',
    style: 'technical',
    role: 'You are a polyglot developer fluent in Python and modern JavaScript.',
    task: 'Translate the Python code below into idiomatic JavaScript (ES2022).',
    context: 'Code: [paste code]. Target runtime: [Node.js version or browser].',
    format:
      'The JavaScript in a code block, then a list of behaviour differences to watch for (integer division, dictionaries, exceptions, async).',
    constraints: [
      'Keep the same function names and behaviour.',
      'Use idiomatic constructs, not line-by-line transliteration.',
      'No dependencies unless unavoidable; name them if so.',
    ],
    tags: ['python', 'javascript', 'translation'],
  },
  {
    input: 'how should i structure a big react app',
    difficulty: 'hard',
    subcategory: 'architecture',
    role: 'You are a frontend architect who has scaled React codebases across several teams.',
    task: 'Propose a folder structure and architectural rules for a large React application.',
    context:
      'Team size: [number] developers; features: [list main areas]; data fetching: [library]; routing: [library].',
    audience: 'Developers joining the project who need to know where code goes.',
    format:
      'A folder tree, a rule for each top-level folder, the dependency direction between layers, and three common mistakes with the rule that prevents each.',
    constraints: [
      'Features must not import each other.',
      'Justify each rule in one sentence.',
      'Keep it enforceable by lint rules where possible.',
    ],
    tags: ['react', 'architecture'],
  },
  {
    input: 'write a script to backup my files',
    difficulty: 'hard',
    subcategory: 'automation',
    style: 'technical',
    role: 'You are a systems engineer who writes safe, idempotent shell scripts.',
    task: 'Write a script that backs up a directory to a destination and keeps the last N backups.',
    context:
      'OS: [Linux/macOS]; source: [path]; destination: [path or remote]; schedule: [daily/hourly].',
    format:
      'The script in a code block, how to schedule it with cron, and how to restore from a backup.',
    constraints: [
      'Fail loudly on any error (set -euo pipefail).',
      'Never delete the newest backup.',
      'Log what was done with timestamps.',
      'Test the restore, not only the backup.',
    ],
    tags: ['bash', 'backup', 'automation'],
  },
]);

export const DATA_PAIRS = pairsFor('data-analysis', [
  {
    input: 'sql to get top customers',
    difficulty: 'easy',
    subcategory: 'sql',
    style: 'technical',
    role: 'You are a data analyst fluent in PostgreSQL.',
    task: 'Write a query returning the top 10 customers by total spend.',
    context:
      'Tables: customers(id, name, email), orders(id, customer_id, total_cents, status, created_at). Only paid orders count.',
    format: 'The query in a code block, then one sentence per clause explaining it.',
    constraints: [
      "Filter status = 'paid'.",
      'Show spend in currency units, not cents.',
      'Break ties by customer name.',
    ],
    tags: ['sql', 'ranking'],
  },
  {
    input: 'analyze my sales data',
    difficulty: 'medium',
    subcategory: 'exploration',
    role: 'You are a business analyst who turns raw sales data into decisions.',
    task: 'Analyse the sales data I provide and report the main trends and anomalies.',
    context:
      'Data: [paste CSV or describe columns]. Period: [dates]. The question behind this: [what decision it informs].',
    format:
      'Key findings as five bullets with numbers, a short section per trend, anomalies with possible causes, and three recommended next analyses.',
    constraints: [
      'Quote the numbers behind every claim.',
      'Separate facts from hypotheses.',
      'Say what data would be needed to confirm each hypothesis.',
    ],
    tags: ['sales', 'analysis'],
  },
  {
    input: 'excel formula for percentage',
    difficulty: 'easy',
    subcategory: 'spreadsheets',
    length: 'short',
    role: 'You are a spreadsheet expert who explains formulas simply.',
    task: "Give the Excel formula to compute each row's share of a column total as a percentage.",
    context: 'Values are in column B, rows 2 to [last row].',
    format:
      'The formula, how to fill it down, how to format it as a percentage, and one common mistake.',
    constraints: [
      'Use an absolute reference for the total.',
      'Handle a total of zero without a #DIV/0! error.',
    ],
    tags: ['excel', 'formula'],
  },
  {
    input: 'what metrics should i track for my app',
    difficulty: 'medium',
    subcategory: 'metrics',
    role: 'You are a product analytics lead.',
    task: 'Define the metrics a product team should track for a mobile app.',
    context:
      'App type: [type]; business model: [subscription/ads/one-off]; stage: [pre-launch/growth/mature].',
    format:
      'A metrics tree from one north-star metric down to input metrics, then a table (Metric, Definition, Formula, Data source, Review cadence).',
    constraints: [
      'Every metric must have an exact formula.',
      'At most 12 metrics.',
      'Include at least one guardrail metric (quality or churn).',
    ],
    tags: ['metrics', 'product-analytics'],
  },
  {
    input: 'make a chart of this data',
    difficulty: 'easy',
    subcategory: 'visualisation',
    role: 'You are a data visualisation designer.',
    task: 'Recommend and describe the best chart for the data below.',
    context:
      'Data: [paste data]. The message the chart should make obvious: [message]. Audience: [who].',
    format:
      'The chosen chart type with a one-sentence reason, axis and encoding choices, a title that states the takeaway, and code to draw it in [tool].',
    constraints: [
      'No 3D or pie charts for more than four categories.',
      'Start the value axis at zero for bar charts.',
    ],
    tags: ['chart', 'visualisation'],
  },
  {
    input: 'is my ab test significant',
    difficulty: 'hard',
    subcategory: 'statistics',
    style: 'technical',
    role: 'You are a statistician who reviews A/B test results for product teams.',
    task: 'Determine whether an A/B test result is statistically significant and what to conclude.',
    context:
      'Control: [visitors, conversions]; variant: [visitors, conversions]; test duration: [days]; pre-registered metric: [metric].',
    format:
      'The test used and why, the computed p-value and confidence interval, a plain-language conclusion, and caveats.',
    constraints: [
      'Check for peeking and sample ratio mismatch.',
      'Report the effect size, not only significance.',
      'Say what sample size would be needed if underpowered.',
    ],
    tags: ['ab-test', 'statistics'],
  },
  {
    input: 'clean up messy csv',
    difficulty: 'medium',
    subcategory: 'data-cleaning',
    style: 'technical',
    role: 'You are a data engineer who writes reproducible cleaning scripts.',
    task: 'Write a Python (pandas) script that cleans a messy CSV file.',
    context:
      'Sample rows: [paste 10 rows]. Known problems: inconsistent dates, duplicate rows, stray whitespace, mixed currency formats.',
    format:
      'The list of cleaning steps, the script in one code block, and a summary of rows changed or dropped that the script prints.',
    constraints: [
      'Never overwrite the original file.',
      'Log every dropped row with the reason.',
      'Parse dates explicitly with a stated format.',
    ],
    tags: ['pandas', 'cleaning'],
  },
  {
    input: 'forecast next quarter revenue',
    difficulty: 'hard',
    subcategory: 'forecasting',
    role: 'You are a financial analyst who builds transparent forecasts.',
    task: "Forecast next quarter's revenue from the monthly history provided.",
    context:
      'Monthly revenue for the last [n] months: [data]. Known upcoming events: [price change, launch, seasonality].',
    format:
      'Method chosen and why, the forecast with a low, base and high scenario, the assumptions table, and what would change the forecast.',
    constraints: [
      'Show the calculation so it can be reproduced in a spreadsheet.',
      'State the uncertainty as a range.',
      'Do not extrapolate from fewer than 12 data points without saying so.',
    ],
    tags: ['forecast', 'finance'],
  },
  {
    input: 'explain this dashboard to my boss',
    difficulty: 'medium',
    subcategory: 'communication',
    style: 'professional',
    role: 'You are an analyst who translates dashboards into executive summaries.',
    task: 'Write a short summary of what the dashboard shows for a senior manager.',
    context:
      'Dashboard numbers: [paste key figures with the previous period]. Goal for the period: [target].',
    audience: 'A senior manager with five minutes and no time for charts.',
    format:
      'Headline sentence, three bullets (what went up, what went down, what to watch), and one recommended decision.',
    constraints: [
      'Under 150 words.',
      'Every bullet has a number and a comparison.',
      'No jargon such as "cohort" without explanation.',
    ],
    tags: ['dashboard', 'executive-summary'],
  },
  {
    input: 'find duplicates in my database',
    difficulty: 'medium',
    subcategory: 'sql',
    style: 'technical',
    role: 'You are a database administrator experienced with data quality.',
    task: 'Write SQL to find and safely remove duplicate customer records.',
    context:
      'Table customers(id, email, name, created_at); duplicates share the same e-mail in different letter case.',
    format:
      'A query listing the duplicate groups, a query keeping the oldest record per e-mail, and a unique index to prevent new duplicates.',
    constraints: [
      'Compare e-mails case-insensitively.',
      'Run the delete inside a transaction and show how to check before committing.',
      'Mention foreign keys that must be re-pointed first.',
    ],
    tags: ['sql', 'duplicates', 'data-quality'],
  },
]);
