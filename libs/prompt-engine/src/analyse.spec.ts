import { analysePrompt, findSubject } from './analyse';
import { detectTask } from './tasks';

describe('detectTask', () => {
  it.each([
    ['Write an email to my landlord', 'email'],
    ['Write a tweet announcing our blog launch', 'social-post'],
    ['Explain how email encryption works', 'explain'],
    ['Reply to an angry customer about a refund', 'customer-service'],
    ['Summarise this report', 'summarise'],
    ['Translate this to French', 'translate'],
    ['Write a Python function to parse CSV', 'code'],
    ['Compare Rust and Go', 'compare'],
    ['Plan a 3-day trip to Rome', 'plan'],
    ['Give me 10 slogans for a bakery', 'brainstorm'],
    ['What is the capital of Peru?', 'explain'],
    ['Is it safe to eat raw eggs?', 'answer'],
    ['Write a poem', 'write'],
    ['help', 'general'],
    ['Escribe un correo a Juan', 'email'],
    ['请帮我写一封邮件', 'email'],
    ['会議の議事録を要約してください', 'summarise'],
  ])('%s → %s', (text, task) => {
    expect(detectTask(text).task).toBe(task);
  });
});

describe('findSubject', () => {
  it.each([
    ['Write a blog post about remote work productivity for managers', 'remote work productivity'],
    ['Write an essay on climate change.', 'climate change'],
    ['Explain quantum computing', 'quantum computing'],
    ['Send the invoice due on 2025-01-01', undefined],
    ['email', undefined],
    ['Summarise this and translate it', undefined],
    ['Escribe un correo sobre la reunión del lunes.', 'la reunión del lunes'],
  ])('%s → %s', (text, subject) => {
    expect(findSubject(text)).toBe(subject);
  });
});

describe('analysePrompt', () => {
  it('finds a one-word prompt lacks nearly everything', () => {
    const analysis = analysePrompt('email');
    expect(analysis.task).toBe('email');
    expect(analysis.present).toEqual([]);
    expect(analysis.missing).toContain('audience');
    expect(analysis.subject).toBeUndefined();
  });

  it('sees the elements a rich prompt has', () => {
    const analysis = analysePrompt(
      'You are a recruiter. Write a job ad for senior developers, so that strong candidates apply. ' +
        'We are a 20-person fintech. Use bullet points, under 200 words, friendly tone. ' +
        'Must mention remote work. For example, open with a question. Success: 10 applicants.',
    );
    expect(analysis.missing).toEqual(['delimiting']);
    expect(analysis.statedLength).toBe('under 200 words');
  });

  it('counts audience and context given as options, but not blank ones', () => {
    expect(analysePrompt('email', { targetAudience: 'investors' }).present).toContain('audience');
    expect(analysePrompt('email', { targetAudience: '  ', context: '' }).present).toEqual([]);
  });

  it('flags vague words, conflicting length, several tasks and negative-only wording', () => {
    const ids = (text: string) => analysePrompt(text).weaknesses.map((weakness) => weakness.id);
    expect(ids('Write some stuff about things etc.')).toContain('vague-words');
    expect(ids('Make it brief but detailed')).toContain('conflicting-length');
    expect(ids('Tell me everything about Rome')).toContain('unbounded-length');
    expect(ids('Summarise the memo and translate it to Spanish')).toContain('multiple-tasks');
    expect(ids("Don't be formal. Never use emoji.")).toContain('negative-only');
    expect(ids('Write a warm note to Ana, and never use emoji.')).not.toContain('negative-only');
    expect(ids('Write a blog post about email marketing')).toEqual([]);
  });

  it('notices a mostly non-English prompt', () => {
    expect(
      analysePrompt('Schreibe eine E-Mail an Herrn Müller wegen der Rechnung.').nonEnglish,
    ).toBe(true);
    expect(analysePrompt('Write an email to Mr Müller about the invoice.').nonEnglish).toBe(false);
  });
});
