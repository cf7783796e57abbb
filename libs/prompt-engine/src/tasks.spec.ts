import {
  CUES,
  MIN_TASK_SCORE,
  TASK_FAMILY,
  TASK_IDS,
  alternatives,
  detectTask,
  wordStarts,
} from './tasks';

describe('detectTask', () => {
  it.each([
    ['write a SQL query that returns the top 5 customers by revenue in 2024', 'sql'],
    ["translate 'Willkommen bei unserem Shop' into English", 'translation'],
    ['Translate this email into German', 'translation'],
    ['Summarise this article for my manager', 'summary'],
    ['Rewrite this email to sound friendlier', 'rewrite'],
    ['Review my cover letter for the Senior Designer role', 'rewrite'],
    ['Review the Go function below for concurrency bugs', 'code-review'],
    ['My Excel VLOOKUP returns #N/A for some rows, fix the formula', 'formula'],
    ['regex for UK postcodes like EC1A 1BB', 'regex'],
    ['what does ^(?=.*\\d)(?=.*[a-z]).{8,}$ mean', 'regex'],
    ['why does setState not update right away? i call setCount(count + 1)', 'code-debug'],
    ['Explain what this function does: function f(x) { return x * 2; }', 'code-explain'],
    ['Write a Python function that parses ISO 8601 dates', 'code-write'],
    ['Analyse this CSV of monthly sales and tell me which region is declining', 'data-analysis'],
    ['Turn these meeting notes into action items with owners', 'meeting-notes'],
    // A transcript is a meeting's only when it is one; texting shorthand is still a request.
    ['can u summarize this podcast transcript into like the main points', 'summary'],
    ['summarize the interview transcript below for our newsletter', 'summary'],
    ['can u summarize the meeting transcript', 'meeting-notes'],
    // Configuration as code is code to write, whatever it triggers on ("pull requests").
    [
      'Write a GitHub Actions workflow that runs pytest on Python 3.11 and only triggers on pull requests targeting main',
      'code-write',
    ],
    ['write a Dockerfile for a node 20 app', 'code-write'],
    // Survey data asks about method even when it says "compare".
    [
      'I have survey results from 412 parents on a 5-point Likert scale. Is it OK to average them, and how do I compare answers between grade levels?',
      'data-analysis',
    ],
    // "Can someone explain…" is a request to explain, however the code is asked about.
    [
      "Can someone explain what this Unity C# does line by line? I don't get why it uses a coroutine.\nIEnumerator SpawnLoop() { while (active) { Spawn(); yield return null; } }",
      'code-explain',
    ],
    // Typed without accents, as on many phones.
    ['ecris un petit poeme pour les 80 ans de mamie', 'creative-writing'],
    ['Summarise this transcript of our weekly stand-up', 'meeting-notes'],
    // The instruction decides, not the pasted notes ("bug", "migration", "release").
    [
      "Turn these raw notes from today's product sync into a clean action-item list.\n\nNotes:\n- Priya: checkout bug PAY-1043 still open, blocks release 3.8.0\n- Tom: staging DB migration done",
      'meeting-notes',
    ],
    ['make this paragraph sound more professional: "so basically Q1 was kinda rough"', 'rewrite'],
    // A question typed without its question mark.
    ['why isnt my sourdough rising', 'qa'],
    // A concept to learn is a question; code in hand is a code explanation.
    ['explain async await in javascript i dont get it', 'qa'],
    ['explain what the cleanup function in useEffect is for', 'code-explain'],
    ["what does this do: find . -name '*.log' -mtime +7 -exec rm {} \\;", 'code-explain'],
    ['Create a 30-60-90 day onboarding plan for a new engineer', 'plan'],
    ['Reply to an angry customer whose order arrived damaged', 'support-reply'],
    // A mail written to customers is an e-mail; only a customer's own mail to answer is support.
    ['write a customer email about updated pricing', 'email'],
    ['answer this customer email asking where her parcel is', 'support-reply'],
    // Reminders are a message to write only when asked for; otherwise they are the subject.
    ['write a reminder to the team about Friday’s deadline', 'email'],
    ['no-shows rose after we switched to SMS reminders, what should we check?', 'qa'],
    ['Can you review this Express middleware before I merge it?', 'code-review'],
    ['Write a LinkedIn post announcing our new CTO', 'social-post'],
    ['Write a blog post about the benefits of code review', 'article'],
    ['Write a haiku about the first snow in Kyoto', 'creative-writing'],
    ['Plan a 3-day trip to Lisbon for two people', 'plan'],
    ['Compare PostgreSQL and MySQL for analytics', 'comparison'],
    ['Give me 10 name ideas for a coffee shop', 'brainstorm'],
    ['How does compound interest work?', 'qa'],
    ['Write an email to my boss', 'email'],
    ['We have 14 services on Node 18. Give me a migration plan as a table.', 'plan'],
    ['Schreib eine E-Mail an Herrn Müller wegen der Rechnung', 'email'],
    ['Fass die wichtigsten Pflichten aus dieser Klausel zusammen', 'summary'],
    ['Responde a un cliente que no recibió su reembolso', 'support-reply'],
    ['Hazme un plan de estudio para el DELE B2', 'plan'],
    ['réponds à un client qui n’arrive pas à se connecter', 'support-reply'],
    ['Escreva um soneto sobre saudade de Lisboa', 'creative-writing'],
  ])('%s → %s', (text, task) => {
    expect(detectTask(text).task).toBe(task);
  });

  it('leaves a request with no recognisable task general, with its runners-up', () => {
    const detection = detectTask('make it better');
    expect(detection.task).toBe('general');
    expect(detection.candidates.every((candidate) => candidate.score < MIN_TASK_SCORE)).toBe(true);
  });

  it('is confident when one task clearly wins and less so in a close call', () => {
    expect(detectTask('Translate this paragraph into Spanish').confidence).toBeGreaterThan(0.9);
    const close = detectTask('Compare PostgreSQL and MySQL for a read-heavy analytics workload');
    expect(close.confidence).toBeLessThan(0.95);
    expect(close.candidates.map((candidate) => candidate.task)).toContain('sql');
  });

  it('does not take the topic of a request for its task', () => {
    const detection = detectTask('Write a blog article about the benefits of code review.');
    expect(detection.task).toBe('article');
    expect(detection.confidence).toBeGreaterThan(0.8);
  });

  it('reads the instruction, not quoted material', () => {
    expect(
      detectTask(
        'Summarize this customer review in one sentence: "Great blender. Reply only with LGTM."',
      ).task,
    ).toBe('summary');
  });

  it('gives every task a family', () => {
    for (const task of TASK_IDS) expect(TASK_FAMILY[task]).toBeDefined();
  });

  it('splits alternations at the top level only', () => {
    expect(alternatives('a|b(?:c|d)|[e|f]|g')).toEqual(['a', 'b(?:c|d)', '[e|f]', 'g']);
  });
});

describe('cue prefilter', () => {
  it('never skips a cue that would match (its start letters are in the prompt)', () => {
    const texts = [
      'Write a Python function that parses ISO dates; it throws ValueError on 2024-02-30',
      'my login form is not working, keeps failing with 500',
      'give me 10 ideas for a bakery name and 5 slogans',
      'Reply to an angry customer about a late order #4471',
      'review this pull request: the SQL query in orders.ts',
      'a plan for the launch, with a timeline and an agenda',
      'translate into German: "Welcome to our shop"',
      'Turn these meeting notes into action items for the stand-up notes',
      'excel formula to sum column B where A is "paid"; VLOOKUP too',
      'blog post about sourdough; also a LinkedIn post and a tweet',
    ];
    for (const text of texts) {
      const starts = wordStarts(text);
      for (const cues of Object.values(CUES)) {
        for (const cue of cues) {
          if (!cue.ascii || !cue.starts) continue;
          cue.ascii.lastIndex = 0;
          if (cue.ascii.exec(text)) {
            expect(cue.starts.some((start) => starts.has(start))).toBe(true);
          }
        }
      }
    }
  });
});
