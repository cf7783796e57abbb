import { pairsFor } from './pair';

export const MARKETING_PAIRS = pairsFor('marketing', [
  {
    input: 'write an ad for my coffee shop',
    difficulty: 'easy',
    subcategory: 'ads',
    style: 'casual',
    length: 'short',
    role: 'You are a local-business copywriter who writes short, punchy ads.',
    task: 'Write three ad variations for an independent coffee shop.',
    context:
      'The shop is a neighbourhood café; its selling points are not given, so use placeholders like [signature drink] and [opening hours].',
    audience: 'Local residents and commuters who walk past the shop.',
    format:
      'Three numbered ads, each with a headline of at most 8 words and a body of at most 25 words ending in a call to action.',
    constraints: [
      'Friendly, casual tone.',
      'No prices or claims that are not provided.',
      'Each ad takes a different angle: taste, atmosphere, convenience.',
    ],
    tags: ['ads', 'local-business'],
  },
  {
    input: 'make a tagline for our app',
    difficulty: 'easy',
    subcategory: 'branding',
    length: 'short',
    role: 'You are a brand strategist who writes memorable taglines.',
    task: 'Propose ten tagline options for a mobile app.',
    context:
      "The app's purpose and audience are not stated; ask for them in one line at the end and base the drafts on [app purpose].",
    format: 'A numbered list of ten taglines, each followed by a dash and a five-word rationale.',
    constraints: [
      'At most 7 words per tagline.',
      'Avoid clichés such as "revolutionary" or "game-changing".',
      'Mix benefit-led and emotional options.',
    ],
    tags: ['branding', 'tagline'],
  },
  {
    input: 'product launch email for new headphones',
    difficulty: 'medium',
    subcategory: 'launch',
    style: 'professional',
    role: 'You are a product marketing manager at a consumer electronics brand.',
    task: 'Write the launch e-mail announcing a new pair of wireless headphones to existing customers.',
    context:
      'Key specs are not given: use placeholders for [battery life], [noise cancellation level] and [price]. The launch offer, if any, goes in [offer].',
    audience: 'Existing customers who bought audio products from the brand before.',
    format:
      'Subject line (under 50 characters), preview text, headline, three short paragraphs, one call-to-action button label.',
    constraints: [
      'Lead with the main benefit, not the spec sheet.',
      'Under 180 words in the body.',
      'One call to action only.',
    ],
    tags: ['launch', 'email-marketing'],
  },
  {
    input: 'i need a landing page for my saas',
    difficulty: 'medium',
    subcategory: 'landing-page',
    role: 'You are a conversion copywriter who writes landing pages for B2B SaaS.',
    task: 'Write the copy for a landing page for a SaaS product.',
    context:
      'Product details are missing; structure the copy with placeholders [product name], [core problem], [top three features] and [proof point].',
    audience: 'Decision makers at small and medium businesses comparing tools.',
    format:
      'Sections in order: hero (headline, subheadline, CTA), problem, solution, three features with benefits, social proof, FAQ with four questions, final CTA.',
    constraints: [
      'Headline under 10 words.',
      'Benefits before features in every section.',
      'Plain language, no buzzwords.',
    ],
    tags: ['landing-page', 'saas', 'conversion'],
  },
  {
    input: 'ideas for instagram posts for a bakery',
    difficulty: 'easy',
    subcategory: 'social',
    style: 'creative',
    role: 'You are a social media manager for small food businesses.',
    task: 'Generate a two-week Instagram content plan for a bakery.',
    audience: 'Local followers aged 20 to 45 who like food photography.',
    format:
      'A table with columns Day, Post idea, Caption draft (under 30 words), Visual description, Hashtags (up to 5).',
    constraints: [
      'Mix product shots, behind-the-scenes and community posts.',
      'At least two posts that invite comments.',
      'No more than three promotional posts a week.',
    ],
    tags: ['instagram', 'content-plan'],
  },
  {
    input: 'write google ads for plumbing company',
    difficulty: 'medium',
    subcategory: 'ads',
    length: 'short',
    role: 'You are a paid-search specialist who writes Google Ads for local service businesses.',
    task: 'Write responsive search ad assets for a plumbing company.',
    context: 'The service area is [city]; emergency call-outs are the most profitable service.',
    audience: 'People searching for an urgent plumber nearby.',
    format:
      'Fifteen headlines (max 30 characters each) and four descriptions (max 90 characters each), as two numbered lists.',
    constraints: [
      'Include the city placeholder in at least three headlines.',
      'Mention 24/7 availability only as [if true].',
      'Respect the character limits exactly.',
    ],
    tags: ['google-ads', 'ppc', 'local-business'],
  },
  {
    input: 'how do i market my podcast',
    difficulty: 'medium',
    subcategory: 'strategy',
    role: 'You are a growth marketer who has grown independent podcasts.',
    task: "Create a 90-day marketing plan to grow a podcast's audience.",
    context:
      'Topic, current audience size and budget are unknown; state the assumptions you make and mark them clearly.',
    format:
      'Three phases of 30 days, each with goals, five concrete actions, and one metric to track; then a weekly checklist.',
    constraints: [
      'Prioritise free and low-cost tactics.',
      'Every action must be specific enough to start today.',
      'Under 500 words.',
    ],
    tags: ['podcast', 'growth', 'plan'],
  },
  {
    input: 'competitor analysis for our marketing',
    difficulty: 'hard',
    subcategory: 'research',
    style: 'professional',
    role: 'You are a market research analyst preparing a briefing for a marketing team.',
    task: 'Produce a competitor messaging analysis comparing our brand with three named competitors.',
    context:
      'Competitor names and our positioning are placeholders: [our brand], [competitor A], [competitor B], [competitor C]. Use only publicly observable messaging.',
    audience: 'The marketing lead and the copywriting team.',
    format:
      'A comparison table (Brand, Core promise, Target audience, Tone, Proof used, Gaps), then five opportunities for our messaging, each with an example headline.',
    constraints: [
      'Separate observations from interpretations.',
      'Flag any claim you could not verify.',
      'No more than 600 words outside the table.',
    ],
    tags: ['competitor-analysis', 'positioning'],
  },
  {
    input: 'rewrite this to sound better: our product is good and cheap',
    difficulty: 'easy',
    subcategory: 'copy-editing',
    style: 'professional',
    length: 'short',
    role: 'You are a copy editor who sharpens marketing sentences.',
    task: 'Rewrite the sentence "our product is good and cheap" into stronger marketing copy.',
    context:
      'The product category is unknown; write versions that work generically and one version with a placeholder [product category].',
    format:
      'Five rewrites, each on its own line, labelled with the angle used (value, quality, comparison, outcome, social proof).',
    constraints: [
      'Avoid the word "cheap"; convey affordability instead.',
      'Each rewrite under 15 words.',
    ],
    tags: ['rewrite', 'copy'],
  },
  {
    input: 'black friday campaign ideas for clothing store',
    difficulty: 'hard',
    subcategory: 'campaign',
    style: 'creative',
    role: 'You are a retail campaign strategist for fashion brands.',
    task: 'Design a Black Friday campaign for an online clothing store, across e-mail, social and the website.',
    context:
      'The discount depth is [discount]; inventory risk sits in [overstocked category]. The brand wants to avoid looking like a discount brand the rest of the year.',
    audience: 'Existing customers and lookalike audiences aged 18 to 35.',
    format:
      'Campaign concept and name, a timeline from two weeks before to Cyber Monday, channel-by-channel message plan, three sample subject lines, and success metrics.',
    constraints: [
      'Protect brand perception: no "everything must go" language.',
      'Include an early-access tactic for existing customers.',
      'Every channel message ties back to one concept.',
    ],
    tags: ['black-friday', 'retail', 'campaign'],
  },
  {
    input: 'write a press release',
    difficulty: 'medium',
    subcategory: 'pr',
    style: 'professional',
    role: 'You are a PR specialist who writes press releases journalists actually use.',
    task: 'Write a press release announcing a company milestone.',
    context:
      'The milestone, company name and spokesperson are not given: use [milestone], [company], [spokesperson, title] and [date, city].',
    audience: 'Trade journalists and industry newsletter editors.',
    format:
      'Headline, subheadline, dateline, lead paragraph answering who/what/when/where/why, two body paragraphs, one quote, boilerplate, media contact.',
    constraints: [
      'Inverted pyramid: most important facts first.',
      'Under 400 words.',
      'No marketing superlatives.',
    ],
    tags: ['press-release', 'pr'],
  },
]);

export const EMAIL_PAIRS = pairsFor('email', [
  {
    input: 'email my boss asking for a day off',
    difficulty: 'easy',
    subcategory: 'internal',
    style: 'professional',
    length: 'short',
    role: 'You are an assistant who writes polite, concise workplace e-mails.',
    task: 'Write an e-mail to my manager requesting one day of leave.',
    context:
      'The date is [date]; my tasks for that day will be covered by [colleague] or finished beforehand.',
    format:
      'Subject line, greeting, three short sentences (request, coverage plan, offer to discuss), sign-off.',
    constraints: [
      'Under 90 words.',
      'Do not over-explain the reason.',
      'Respectful but not apologetic.',
    ],
    tags: ['leave-request', 'internal'],
  },
  {
    input: 'follow up email after job interview',
    difficulty: 'easy',
    subcategory: 'career',
    style: 'professional',
    length: 'short',
    role: 'You are a career coach who writes thank-you notes that get remembered.',
    task: 'Write a follow-up e-mail to send the day after a job interview.',
    context: 'Interviewer: [name]; role: [job title]; one topic we discussed: [topic].',
    format:
      'Subject line and an e-mail of three short paragraphs: thanks, one specific reference to the conversation, renewed interest and availability.',
    constraints: [
      'Under 130 words.',
      'Mention the specific topic once.',
      'No pressure about the decision timeline.',
    ],
    tags: ['interview', 'thank-you'],
  },
  {
    input: 'cold email to get new clients',
    difficulty: 'medium',
    subcategory: 'outreach',
    role: 'You are a B2B sales copywriter who writes cold e-mails with high reply rates.',
    task: 'Write a cold outreach e-mail offering our service to a prospective client.',
    context:
      "Our service: [service]; the prospect's likely problem: [problem]; proof: [result for a similar client].",
    audience: 'A busy head of department who has never heard of us.',
    format:
      'Two subject line options, then an e-mail of at most four sentences and a one-line P.S.',
    constraints: [
      'Under 100 words.',
      "Open with the prospect's problem, not with us.",
      'End with a low-commitment question, not a meeting request.',
    ],
    tags: ['cold-email', 'sales'],
  },
  {
    input: 'tell a customer their order is late',
    difficulty: 'easy',
    subcategory: 'customer',
    style: 'professional',
    role: 'You are a customer communications specialist at an online store.',
    task: 'Write an e-mail telling a customer their order will arrive late.',
    context:
      'Order number [order number]; new delivery estimate [date]; we can offer [compensation, if any].',
    format:
      'Subject line, apology, the new date in bold, what we are doing about it, how to cancel if they prefer, sign-off.',
    constraints: [
      'Own the delay without blaming suppliers.',
      'Under 120 words.',
      'One clear link placeholder [order status link].',
    ],
    tags: ['delay', 'apology'],
  },
  {
    input: 'email to team about new policy',
    difficulty: 'medium',
    subcategory: 'internal',
    role: 'You are an HR communications partner.',
    task: 'Write an announcement e-mail introducing a new workplace policy to the team.',
    context:
      'Policy: [policy name]; effective date: [date]; main change: [change]; where the full text lives: [link].',
    audience: 'All employees, including some who may dislike the change.',
    format:
      'Subject line, one-sentence summary, "What changes", "Why", "What you need to do" as short sections, and where to ask questions.',
    constraints: [
      'Neutral, transparent tone.',
      'Under 250 words.',
      'Action items as a bulleted list.',
    ],
    tags: ['announcement', 'hr'],
  },
  {
    input: 'reply to angry client email',
    difficulty: 'hard',
    subcategory: 'difficult',
    style: 'professional',
    role: 'You are an account manager skilled at de-escalating tense client relationships.',
    task: 'Draft a reply to an angry e-mail from a client about a missed project deadline.',
    context:
      "The client's message is: [paste e-mail]. The delay was partly our fault; the new delivery date is [date]. We can offer [remedy].",
    audience: 'A frustrated client stakeholder who is reporting to their own management.',
    format:
      'Subject line, acknowledgement of their frustration, a factual account in two sentences, the recovery plan as numbered steps, an offer of a call, sign-off.',
    constraints: [
      'Never argue with their account of events.',
      'No defensive language or excuses.',
      'Under 200 words.',
      'Commit only to what is in the recovery plan.',
    ],
    tags: ['de-escalation', 'client'],
  },
  {
    input: 'ask for payment of overdue invoice',
    difficulty: 'medium',
    subcategory: 'finance',
    style: 'professional',
    length: 'short',
    role: "You are a freelancer's accounts assistant.",
    task: 'Write a polite but firm reminder about an overdue invoice.',
    context: 'Invoice [number] for [amount] was due on [due date]; this is the second reminder.',
    format:
      'Subject line including the invoice number, four short sentences, payment details block, sign-off.',
    constraints: [
      'State the amount and due date exactly.',
      'Mention the next step if unpaid by [new date].',
      'No threats or emotional language.',
    ],
    tags: ['invoice', 'payment'],
  },
  {
    input: 'introduce two people by email',
    difficulty: 'easy',
    subcategory: 'networking',
    length: 'short',
    role: 'You are a well-connected professional who writes warm double-opt-in introductions.',
    task: 'Write an e-mail introducing two contacts to each other.',
    context:
      'Person A: [name, role, why relevant]; Person B: [name, role, why relevant]; both agreed to the intro.',
    format:
      'Subject "Intro: A <> B", one paragraph per person, one sentence on why they should talk, and a line moving yourself to BCC.',
    constraints: ['Under 120 words.', 'Give each person equal space.'],
    tags: ['introduction', 'networking'],
  },
  {
    input: 'email to decline a meeting',
    difficulty: 'easy',
    subcategory: 'internal',
    style: 'professional',
    length: 'short',
    role: 'You are an executive assistant who protects calendars politely.',
    task: 'Write an e-mail declining a meeting invitation.',
    context:
      'Meeting: [meeting name]; reason: conflicting priority; alternative: [async update or later date].',
    format: 'Three sentences: thanks, the decline, the alternative offered.',
    constraints: ['Under 60 words.', 'Offer an alternative so the organiser is not left stuck.'],
    tags: ['decline', 'calendar'],
  },
  {
    input: 'write newsletter email for our customers this month',
    difficulty: 'medium',
    subcategory: 'newsletter',
    style: 'casual',
    role: 'You are the editor of a friendly monthly customer newsletter.',
    task: "Write this month's customer newsletter e-mail.",
    context:
      'News items: [item 1], [item 2], [item 3]; featured tip: [tip]; upcoming event: [event, date].',
    audience: 'Existing customers who opted in and skim on mobile.',
    format:
      'Subject line and preview text, a two-sentence intro, three news blocks with headline and two sentences each, a tip box, event reminder, sign-off.',
    constraints: [
      'Under 300 words.',
      'One primary call to action.',
      'Scannable on a phone: short paragraphs.',
    ],
    tags: ['newsletter'],
  },
]);
