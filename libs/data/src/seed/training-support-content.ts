import { pairsFor } from './pair';

export const SUPPORT_PAIRS = pairsFor('customer-support', [
  {
    input: 'customer wants refund what do i say',
    difficulty: 'easy',
    subcategory: 'refunds',
    style: 'professional',
    role: 'You are a support agent who handles refund requests fairly and kindly.',
    task: 'Write a reply to a customer asking for a refund.',
    context:
      "Refund policy: [policy summary]. The customer's request: [paste message]. Eligible: [yes/no].",
    format:
      'Greeting, acknowledgement, the decision in one clear sentence, next steps as a numbered list, closing.',
    constraints: [
      'Quote the policy in plain words, not legal text.',
      'If not eligible, offer an alternative.',
      'Under 150 words.',
    ],
    tags: ['refund'],
  },
  {
    input: 'write faq for our website',
    difficulty: 'medium',
    subcategory: 'help-centre',
    role: 'You are a help-centre writer who reduces support tickets.',
    task: 'Write an FAQ section for a company website.',
    context: 'Product: [product]; the ten most common ticket topics: [list].',
    audience: 'New customers who have not contacted support yet.',
    format:
      'Ten questions phrased the way customers ask them, each with an answer of at most 60 words and a link placeholder for details.',
    constraints: [
      'Plain language, second person.',
      'One answer per question, no "it depends" without saying on what.',
    ],
    tags: ['faq', 'help-centre'],
  },
  {
    input: 'how to say no to a customer nicely',
    difficulty: 'easy',
    subcategory: 'tone',
    style: 'professional',
    length: 'short',
    role: 'You are a customer experience coach.',
    task: "Write a reply that declines a customer's feature request while keeping them happy.",
    context:
      'Request: [feature]; reason we will not build it now: [reason]; workaround: [workaround, if any].',
    format:
      'Three short paragraphs: thanks and understanding, the honest no with the reason, the workaround and how their feedback is recorded.',
    constraints: [
      'Never say "unfortunately" more than once.',
      'No promises about future roadmap dates.',
    ],
    tags: ['feature-request', 'declining'],
  },
  {
    input: 'troubleshooting guide for wifi problems',
    difficulty: 'medium',
    subcategory: 'troubleshooting',
    role: 'You are a technical support writer for a home internet provider.',
    task: 'Write a step-by-step troubleshooting guide for customers whose Wi-Fi stopped working.',
    audience: "Non-technical customers at home, possibly on their phone's mobile data.",
    format:
      'Numbered steps from simplest to most involved, each with what to do and what result means it worked, ending with when to contact support and what details to have ready.',
    constraints: [
      'One action per step.',
      'No jargon without a short explanation.',
      'At most 10 steps.',
    ],
    tags: ['troubleshooting', 'wifi'],
  },
  {
    input: 'escalate ticket to engineering',
    difficulty: 'medium',
    subcategory: 'escalation',
    style: 'technical',
    role: 'You are a tier-2 support engineer writing escalations developers can act on.',
    task: 'Write an escalation note handing a customer bug to the engineering team.',
    context:
      'Customer report: [paste]. Account: [id]. Environment: [browser/OS/app version]. Steps already tried: [list].',
    format:
      'Title, impact (customers affected, severity), steps to reproduce, expected vs actual, evidence (logs, screenshots), what support already tried.',
    constraints: [
      'Reproduction steps must be numbered and complete.',
      'Separate confirmed facts from customer statements.',
      'No customer personal data beyond the account id.',
    ],
    tags: ['escalation', 'bug-report'],
  },
  {
    input: 'chatbot greeting message',
    difficulty: 'easy',
    subcategory: 'chatbot',
    style: 'casual',
    length: 'short',
    role: 'You are a conversation designer for customer support chatbots.',
    task: 'Write the opening message of a support chatbot.',
    context:
      'Company: [company]; the three things the bot can help with: [list]; human handover available [hours].',
    format: 'A greeting of at most two sentences and three quick-reply button labels.',
    constraints: [
      'Say clearly that it is a bot.',
      'Mention how to reach a human.',
      'Button labels under 20 characters.',
    ],
    tags: ['chatbot', 'greeting'],
  },
  {
    input: 'apologize for outage',
    difficulty: 'medium',
    subcategory: 'incident',
    style: 'professional',
    role: 'You are the head of support communicating after a service outage.',
    task: 'Write the customer e-mail apologising for a service outage.',
    context:
      'Outage window: [start to end, time zone]; affected features: [list]; cause in plain terms: [cause]; prevention steps: [steps]; credit offered: [credit, if any].',
    audience: 'All affected customers, some of whom lost work.',
    format:
      'Subject line, apology, what happened, what was affected, what we are changing, any credit and how to claim it, contact line.',
    constraints: [
      'Take responsibility without technical excuses.',
      'Exact times with the time zone.',
      'Under 250 words.',
    ],
    tags: ['outage', 'incident', 'apology'],
  },
  {
    input: 'reply to bad review online',
    difficulty: 'medium',
    subcategory: 'reviews',
    style: 'professional',
    length: 'short',
    role: 'You are a reputation manager who answers public reviews.',
    task: 'Write a public reply to a negative online review.',
    context: 'Review text: [paste review]. What actually happened, if known: [facts].',
    audience: 'The reviewer and every future customer reading the reply.',
    format:
      'A reply of three to four sentences: thanks, acknowledgement, what we are doing, an invitation to continue privately.',
    constraints: [
      'Never disclose private customer details.',
      'No arguing with the reviewer in public.',
      'Under 80 words.',
    ],
    tags: ['reviews', 'reputation'],
  },
  {
    input: 'macro for password reset question',
    difficulty: 'easy',
    subcategory: 'macros',
    length: 'short',
    role: 'You are a support operations lead who writes reusable reply macros.',
    task: 'Write a reply macro for customers who cannot reset their password.',
    context:
      'Reset link location: [URL]; common causes: e-mail in spam, link expired after [time], wrong account e-mail.',
    format:
      'A macro with {{customer_name}} placeholder, numbered steps covering the three causes, and a closing line.',
    constraints: ['Under 120 words.', 'Never ask for the password itself.'],
    tags: ['macro', 'password'],
  },
  {
    input: 'train new support staff',
    difficulty: 'hard',
    subcategory: 'training',
    role: 'You are a support team manager who onboards new agents.',
    task: 'Create a two-week onboarding plan for new customer support agents.',
    context:
      'Channels: [e-mail, chat, phone]; tools: [helpdesk, CRM]; product complexity: [level]; target first-response time: [target].',
    format:
      'A day-by-day plan with learning goals, shadowing and practice activities, a checklist of skills to sign off, and the metrics used to judge readiness.',
    constraints: [
      'Agents handle real tickets with review from day 4 at the latest.',
      'Include tone and empathy practice, not only product knowledge.',
      'Each day has a measurable goal.',
    ],
    tags: ['onboarding', 'training'],
  },
]);

export const CONTENT_PAIRS = pairsFor('content-writing', [
  {
    input: 'write a blog post about productivity',
    difficulty: 'easy',
    subcategory: 'blog',
    style: 'casual',
    length: 'long',
    role: 'You are a blogger who writes practical, evidence-based productivity advice.',
    task: 'Write a blog post with actionable productivity techniques for remote workers.',
    audience: 'Remote knowledge workers who feel busy but not productive.',
    format:
      'Title, a hook paragraph, five techniques each with an H2, why it works and how to start today, and a conclusion with one challenge for the reader.',
    constraints: [
      'About 1,200 words.',
      'Cite the idea behind each technique (e.g. time-blocking) without inventing statistics.',
      'No generic advice like "stay focused".',
    ],
    tags: ['blog', 'productivity'],
  },
  {
    input: 'linkedin post about my promotion',
    difficulty: 'easy',
    subcategory: 'social',
    style: 'professional',
    length: 'short',
    role: 'You are a personal branding coach who writes authentic LinkedIn posts.',
    task: 'Write a LinkedIn post announcing my promotion.',
    context:
      'New role: [title]; company: [company]; people to thank: [names]; one lesson from the journey: [lesson].',
    format:
      'An opening line that is not "I am happy to announce", two short paragraphs, thanks, and a closing question to the network.',
    constraints: ['Under 150 words.', 'Humble, grateful tone.', 'At most three hashtags.'],
    tags: ['linkedin', 'personal-brand'],
  },
  {
    input: 'twitter thread on ai',
    difficulty: 'medium',
    subcategory: 'social',
    style: 'casual',
    role: 'You are a tech writer known for clear, hype-free threads.',
    task: 'Write a thread explaining one practical way small businesses can use AI today.',
    context: 'The specific use case is [use case]; the author has tried it for [duration].',
    audience: 'Small business owners who are curious but sceptical.',
    format:
      'Eight posts numbered 1/8 to 8/8: a hook, the problem, five practical steps, a closing with a takeaway.',
    constraints: [
      'Each post under 280 characters.',
      'No exaggerated claims about AI.',
      'Include one limitation honestly.',
    ],
    tags: ['thread', 'ai'],
  },
  {
    input: 'write about our company for the about page',
    difficulty: 'medium',
    subcategory: 'website',
    style: 'professional',
    role: 'You are a brand storyteller.',
    task: 'Write the "About us" page for a company website.',
    context:
      'Founded: [year] by [founders]; mission: [mission]; what makes us different: [differentiators]; team size: [number].',
    audience: 'Prospective customers and job candidates checking whether they trust us.',
    format:
      'A headline, an origin story paragraph, a mission statement, three values with one-line explanations, and a closing call to action.',
    constraints: [
      '300 to 400 words.',
      'Concrete details over adjectives.',
      'First person plural ("we").',
    ],
    tags: ['about-page', 'storytelling'],
  },
  {
    input: 'youtube video script',
    difficulty: 'medium',
    subcategory: 'video',
    style: 'creative',
    role: 'You are a YouTube scriptwriter who keeps viewers watching.',
    task: 'Write a script for a YouTube video.',
    context:
      'Topic: [topic]; target length: [minutes]; channel style: [educational/entertaining/review].',
    audience: 'Viewers who found the video through search and will leave in 10 seconds if bored.',
    format:
      'Hook (first 15 seconds), intro, three main segments with on-screen text suggestions, a mid-roll call to subscribe, outro with next-video teaser.',
    constraints: [
      'Spoken language, short sentences.',
      'Visual cue in brackets at least once per segment.',
      'About 150 spoken words per minute of target length.',
    ],
    tags: ['youtube', 'script'],
  },
  {
    input: 'newsletter intro',
    difficulty: 'easy',
    subcategory: 'newsletter',
    style: 'casual',
    length: 'short',
    role: 'You are a newsletter writer with a warm, personal voice.',
    task: "Write the opening paragraph of this week's newsletter.",
    context: "This week's theme: [theme]; a small personal anecdote: [anecdote].",
    format:
      'One paragraph of four to six sentences ending with a line that leads into the first article.',
    constraints: ['Under 100 words.', 'Start with the anecdote, not a greeting.'],
    tags: ['newsletter', 'intro'],
  },
  {
    input: 'seo article about running shoes',
    difficulty: 'hard',
    subcategory: 'seo',
    role: 'You are an SEO content writer who writes for people first and search engines second.',
    task: 'Write an article targeting the keyword "best running shoes for beginners".',
    context:
      'Secondary keywords: [list]; competing articles cover: [summary]; our angle: [angle]. No product data is provided: use [shoe model] placeholders instead of inventing specs.',
    audience: 'New runners choosing their first proper pair.',
    format:
      'SEO title (under 60 characters), meta description (under 155 characters), H1, an intro answering the query in two sentences, H2 sections (how to choose, fit, cushioning, budget, common mistakes), FAQ with four questions.',
    constraints: [
      'About 1,500 words.',
      'Keyword in the title, H1 and first 100 words, never stuffed.',
      'No invented prices, specs or test results.',
    ],
    tags: ['seo', 'article'],
  },
  {
    input: 'case study for our client',
    difficulty: 'hard',
    subcategory: 'case-study',
    style: 'professional',
    role: 'You are a B2B content marketer who writes persuasive case studies.',
    task: 'Write a customer case study.',
    context:
      'Client: [client]; their challenge: [challenge]; our solution: [solution]; measurable results: [metrics with before and after]; client quote: [quote].',
    audience: 'Prospects in the same industry evaluating us against competitors.',
    format:
      'Title with the headline result, an at-a-glance box (industry, size, results), Challenge, Solution, Results sections, the quote, and a call to action.',
    constraints: [
      'Use only the metrics provided.',
      '600 to 800 words.',
      'The client is the hero of the story, not us.',
    ],
    tags: ['case-study', 'b2b'],
  },
  {
    input: 'make my writing sound more professional',
    difficulty: 'easy',
    subcategory: 'editing',
    style: 'professional',
    role: 'You are an editor who improves clarity and tone without changing meaning.',
    task: 'Edit the text below so it reads as professional and clear.',
    context: 'Text: [paste text]. Where it will be used: [e-mail, report, website].',
    format: 'The edited text, then a bullet list of the main changes and why.',
    constraints: [
      'Keep the original meaning and facts.',
      'Shorten where possible.',
      'Do not add information that is not in the original.',
    ],
    tags: ['editing', 'tone'],
  },
  {
    input: 'short story for kids',
    difficulty: 'medium',
    subcategory: 'fiction',
    style: 'creative',
    role: "You are a children's author who writes warm, funny bedtime stories.",
    task: 'Write a short bedtime story.',
    context: 'Main character: [name, animal or child]; lesson: [lesson]; setting: [setting].',
    audience: 'Children aged 4 to 7, read aloud by a parent.',
    format:
      'A title and a story of about 500 words with a clear beginning, a small problem, and a gentle resolution.',
    constraints: [
      'Simple words and short sentences.',
      'Some repetition children can join in with.',
      'Nothing frightening.',
    ],
    tags: ['story', 'children'],
  },
]);
