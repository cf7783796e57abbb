import { pairsFor } from './pair';

export const EDUCATION_PAIRS = pairsFor('education', [
  {
    input: 'explain photosynthesis',
    difficulty: 'easy',
    subcategory: 'explanation',
    role: 'You are a science teacher who explains concepts with everyday analogies.',
    task: 'Explain how photosynthesis works.',
    audience: 'A 12-year-old student preparing for a test.',
    format:
      'A one-sentence definition, an analogy, the process in four numbered steps, the word equation, and three quick check questions with answers.',
    constraints: ['Under 300 words.', 'Define every scientific term the first time it appears.'],
    tags: ['science', 'explanation'],
  },
  {
    input: 'make a quiz about world war 2',
    difficulty: 'easy',
    subcategory: 'assessment',
    role: 'You are a history teacher who writes fair, varied quizzes.',
    task: 'Create a quiz on the Second World War.',
    audience: 'Secondary school students aged 14 to 16.',
    format:
      'Ten multiple-choice questions with four options each, then an answer key with a one-sentence explanation per answer.',
    constraints: [
      'Mix recall and understanding questions.',
      'No trick questions.',
      'Historically accurate dates and names only.',
    ],
    tags: ['quiz', 'history'],
  },
  {
    input: 'help me study for my exam',
    difficulty: 'medium',
    subcategory: 'study-plan',
    role: 'You are a learning coach who uses spaced repetition and active recall.',
    task: 'Create a study plan for an upcoming exam.',
    context:
      'Subject: [subject]; exam date: [date]; topics: [list]; hours available per day: [hours]; weakest topics: [list].',
    format:
      'A day-by-day schedule table (Date, Topic, Activity, Duration), the techniques used and why, and a plan for the final two days.',
    constraints: [
      'Revisit each topic at least three times with increasing gaps.',
      'Put the weakest topics earlier.',
      'Include rest days.',
    ],
    tags: ['study-plan', 'exam'],
  },
  {
    input: 'lesson plan fractions',
    difficulty: 'medium',
    subcategory: 'lesson-plan',
    role: 'You are a primary school maths teacher.',
    task: 'Create a 45-minute lesson plan introducing fractions.',
    audience: 'Students aged 8 to 9 meeting fractions for the first time.',
    format:
      'Learning objectives, materials, a timed sequence (warm-up, hands-on activity, guided practice, independent practice, plenary), differentiation notes, and an exit ticket.',
    constraints: [
      'Start with concrete objects before symbols.',
      'Include an activity for pairs.',
      'Timings add up to 45 minutes.',
    ],
    tags: ['maths', 'lesson-plan'],
  },
  {
    input: 'explain machine learning simply',
    difficulty: 'medium',
    subcategory: 'explanation',
    role: 'You are a data scientist who teaches beginners without maths anxiety.',
    task: 'Explain what machine learning is and how it learns from data.',
    audience: 'Adults with no programming or maths background.',
    format:
      'A plain definition, an everyday example worked through step by step, the difference between training and using a model, and three common misconceptions corrected.',
    constraints: [
      'No equations.',
      'Under 400 words.',
      'Every technical word explained in brackets.',
    ],
    tags: ['machine-learning', 'beginners'],
  },
  {
    input: 'grade this essay',
    difficulty: 'hard',
    subcategory: 'feedback',
    role: 'You are an experienced English teacher who gives constructive written feedback.',
    task: 'Assess the student essay below against the rubric and give feedback.',
    context: 'Essay: [paste essay]. Rubric: [criteria and levels]. Student level: [grade].',
    format:
      'A score per rubric criterion with one sentence of evidence quoted from the essay, two strengths, two targets with concrete examples of how to improve, and an overall grade.',
    constraints: [
      'Quote the essay to justify every score.',
      'Feedback addressed to the student, encouraging but honest.',
      'Do not rewrite the essay.',
    ],
    tags: ['assessment', 'feedback', 'essay'],
  },
  {
    input: 'flashcards for spanish vocabulary',
    difficulty: 'easy',
    subcategory: 'languages',
    length: 'short',
    role: 'You are a Spanish teacher who builds memorable vocabulary sets.',
    task: 'Create flashcards for beginner Spanish vocabulary on the topic of food.',
    audience: 'English-speaking adult beginners (A1 level).',
    format:
      'Twenty cards as a table: Spanish (with article), English, an example sentence in Spanish, and its translation.',
    constraints: [
      'Include the gender article for every noun.',
      'Example sentences use only A1 grammar.',
    ],
    tags: ['spanish', 'vocabulary', 'flashcards'],
  },
  {
    input: 'create a course outline for python',
    difficulty: 'hard',
    subcategory: 'curriculum',
    role: 'You are a curriculum designer for programming bootcamps.',
    task: 'Design an eight-week introductory Python course outline.',
    context:
      'Students: adults changing careers; time: [hours] per week; final goal: build and present a small data project.',
    format:
      'A week-by-week table (Week, Topics, Learning outcomes, Practice project, Assessment), prerequisites, and the capstone project brief.',
    constraints: [
      'Each week builds on the previous one.',
      'Outcomes written as "students can ..." with measurable verbs.',
      'At least half the time is hands-on practice.',
    ],
    tags: ['python', 'curriculum'],
  },
  {
    input: 'explain the french revolution for my presentation',
    difficulty: 'medium',
    subcategory: 'presentation',
    role: 'You are a history tutor who helps students build clear presentations.',
    task: 'Prepare the content for a ten-minute presentation on the causes of the French Revolution.',
    audience: 'A class of 16-year-olds and their teacher.',
    format:
      'Eight slides, each with a title, three bullet points and speaker notes of about 70 words.',
    constraints: [
      'Cover political, economic and social causes.',
      'Include dates for key events.',
      'End with one discussion question.',
    ],
    tags: ['history', 'presentation'],
  },
  {
    input: 'homework help algebra',
    difficulty: 'easy',
    subcategory: 'tutoring',
    role: 'You are a patient maths tutor who guides rather than gives answers.',
    task: 'Help a student solve the algebra problem below step by step.',
    context: 'Problem: [paste problem]. Where the student got stuck: [step].',
    audience: 'A 13-year-old who feels unsure about algebra.',
    format:
      'A hint first, then the worked solution with one operation per line and the reason for each, then a similar practice problem.',
    constraints: [
      'Check the answer by substituting it back.',
      'Encouraging tone; never say the problem is "easy".',
    ],
    tags: ['algebra', 'tutoring'],
  },
]);

export const STRATEGY_PAIRS = pairsFor('business-strategy', [
  {
    input: 'business plan for a food truck',
    difficulty: 'hard',
    subcategory: 'planning',
    style: 'professional',
    role: 'You are a small-business advisor who has reviewed hundreds of business plans.',
    task: 'Write a lean business plan for a food truck.',
    context:
      'City: [city]; cuisine: [cuisine]; starting budget: [amount]; owner experience: [experience].',
    audience: 'A bank loan officer.',
    format:
      'Executive summary, market and competition, menu and pricing, operations, marketing, a 12-month financial projection table, risks and mitigations.',
    constraints: [
      'Mark every figure that is an assumption.',
      'Break-even month stated explicitly.',
      'Under 1,200 words.',
    ],
    tags: ['business-plan', 'food'],
  },
  {
    input: 'swot analysis of my company',
    difficulty: 'medium',
    subcategory: 'analysis',
    role: 'You are a strategy consultant.',
    task: 'Produce a SWOT analysis for a company.',
    context:
      'Company: [name]; industry: [industry]; size: [employees, revenue]; recent changes: [list].',
    format:
      'A 2x2 SWOT grid with four to six specific points per quadrant, then three strategic options that combine strengths with opportunities.',
    constraints: [
      'Each point specific to this company, not generic to the industry.',
      'Label assumptions.',
    ],
    tags: ['swot', 'strategy'],
  },
  {
    input: 'summarize this meeting',
    difficulty: 'easy',
    subcategory: 'meetings',
    style: 'professional',
    length: 'short',
    role: 'You are an executive assistant who writes crisp meeting minutes.',
    task: 'Summarise the meeting transcript below.',
    context: 'Transcript or notes: [paste]. Attendees: [names].',
    format: 'Decisions, Action items (Owner, Task, Due date), Open questions.',
    constraints: ['Only what was said; mark unclear items as unconfirmed.', 'Under 200 words.'],
    tags: ['meeting', 'summary'],
  },
  {
    input: 'should we raise our prices',
    difficulty: 'hard',
    subcategory: 'pricing',
    role: 'You are a pricing strategist who advises subscription businesses.',
    task: 'Assess whether we should raise prices and how.',
    context:
      "Current plans and prices: [list]; churn: [rate]; competitors' prices: [list]; cost changes: [details]; customer segments: [segments].",
    audience: 'The founders deciding this quarter.',
    format:
      'A recommendation up front, the analysis (value delivered, competitive position, churn risk per segment), three options with projected revenue impact, and a rollout plan with customer communication.',
    constraints: [
      'Show the revenue calculation for each option.',
      'Grandfathering considered explicitly.',
      'State what data would change the recommendation.',
    ],
    tags: ['pricing', 'decision'],
  },
  {
    input: 'okrs for marketing team',
    difficulty: 'medium',
    subcategory: 'goals',
    role: 'You are an operations lead who coaches teams on OKRs.',
    task: 'Draft quarterly OKRs for a marketing team.',
    context:
      "Company goal this year: [goal]; team size: [number]; last quarter's results: [summary].",
    format:
      'Three objectives, each with three measurable key results (baseline and target), and one sentence on how each objective supports the company goal.',
    constraints: [
      'Key results are outcomes, not tasks.',
      'Every key result has a number and a deadline.',
      'Ambitious but achievable (about 70% expected).',
    ],
    tags: ['okr', 'goals'],
  },
  {
    input: 'write a pitch for investors',
    difficulty: 'hard',
    subcategory: 'fundraising',
    style: 'professional',
    role: 'You are a startup advisor who has helped founders raise seed rounds.',
    task: 'Write the narrative for a seed investor pitch deck.',
    context:
      'Startup: [name, one-line description]; traction: [metrics]; market size: [estimate with source]; team: [founders and backgrounds]; ask: [amount and use of funds].',
    audience: 'Seed-stage investors who see dozens of pitches a week.',
    format:
      'Twelve slides in order (problem, solution, why now, market, product, traction, business model, competition, go-to-market, team, financials, ask), each with a headline and three supporting points.',
    constraints: [
      'Headlines state a claim, not a topic.',
      'Every number sourced or marked as an estimate.',
      'No more than 30 words of body text per slide.',
    ],
    tags: ['pitch', 'fundraising'],
  },
  {
    input: 'write job description for developer',
    difficulty: 'easy',
    subcategory: 'hiring',
    style: 'professional',
    role: 'You are a technical recruiter who writes inclusive job descriptions.',
    task: 'Write a job description for a software developer role.',
    context:
      'Level: [junior/mid/senior]; stack: [technologies]; team: [team description]; location and remote policy: [details]; salary range: [range].',
    format:
      'Title, a two-sentence pitch, what you will do (5 bullets), what you bring (must-haves and nice-to-haves), benefits, how to apply.',
    constraints: [
      'At most five must-have requirements.',
      'Gender-neutral, jargon-free wording.',
      'Include the salary range.',
    ],
    tags: ['hiring', 'job-description'],
  },
  {
    input: 'risk assessment for project',
    difficulty: 'medium',
    subcategory: 'risk',
    role: 'You are a project manager experienced in risk management.',
    task: 'Write a risk assessment for a project.',
    context: 'Project: [description]; deadline: [date]; budget: [amount]; dependencies: [list].',
    format:
      'A risk register table (Risk, Likelihood 1-5, Impact 1-5, Score, Owner, Mitigation, Trigger), sorted by score, followed by the top three risks explained.',
    constraints: [
      'At least eight risks across schedule, cost, people, technical and external categories.',
      'Every mitigation is an action with an owner.',
    ],
    tags: ['risk', 'project-management'],
  },
  {
    input: 'compare two vendors',
    difficulty: 'medium',
    subcategory: 'decision',
    style: 'professional',
    role: 'You are a procurement analyst.',
    task: 'Compare two vendors and recommend one.',
    context:
      'Vendor A: [details, price, terms]; Vendor B: [details, price, terms]; our requirements, ranked: [list].',
    format:
      'A weighted scoring table (Criterion, Weight, A score, B score), the total, a recommendation, and the conditions under which the other vendor would win.',
    constraints: [
      'Weights add up to 100.',
      'Total cost of ownership over three years, not only list price.',
      'Note any information you could not verify.',
    ],
    tags: ['vendor', 'procurement'],
  },
  {
    input: 'write company values',
    difficulty: 'easy',
    subcategory: 'culture',
    role: 'You are an organisational culture consultant.',
    task: 'Draft a set of company values.',
    context:
      'Company: [name]; what the team is proud of: [examples]; behaviours to discourage: [examples].',
    format:
      'Four to six values, each with a two-to-four word name, one sentence meaning, and two example behaviours ("we do", "we don\'t").',
    constraints: [
      'Values must be specific enough to guide a real decision.',
      'Avoid generic words like "excellence" unless defined by behaviour.',
    ],
    tags: ['values', 'culture'],
  },
  {
    input: 'plan to expand to new country',
    difficulty: 'hard',
    subcategory: 'expansion',
    style: 'professional',
    role: 'You are an international expansion strategist.',
    task: 'Create a market-entry plan for expanding the business to a new country.',
    context:
      'Business: [description]; target country: [country]; budget: [amount]; timeline: [months]; current markets: [list].',
    format:
      'Market assessment, entry mode options compared, legal and tax checklist, localisation needs, a phased timeline with milestones, and go/no-go criteria.',
    constraints: [
      'Flag regulatory items that need local legal advice.',
      'Milestones measurable and dated.',
      'Include a plan to exit if go/no-go criteria fail.',
    ],
    tags: ['expansion', 'international'],
  },
]);
