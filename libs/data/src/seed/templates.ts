import type { NewTemplate } from '../repositories';

// Each body's {{variables}} are listed in `variables` in order of first use (a test checks it).
export const SEED_TEMPLATES: readonly NewTemplate[] = [
  {
    slug: 'business-email',
    name: 'Business Email',
    category: 'email',
    description: 'A clear, courteous e-mail with one purpose and one call to action.',
    variables: ['recipient', 'purpose', 'key_points', 'call_to_action'],
    body: `## Role
You are an experienced business writer who drafts concise, courteous e-mails.

## Task
Write an e-mail to {{recipient}} whose purpose is to {{purpose}}.

## Context
Points the e-mail must cover: {{key_points}}

## Output format
A subject line, then the e-mail body in short paragraphs, then a sign-off.

## Constraints
- Under 200 words.
- End with this call to action: {{call_to_action}}.
- Professional, warm tone; no jargon.`,
  },
  {
    slug: 'social-media-post',
    name: 'Social Media Post',
    category: 'marketing',
    description: 'A platform-aware post with a hook, one message and a call to action.',
    variables: ['platform', 'topic', 'audience', 'tone'],
    body: `## Role
You are a social media copywriter who knows what performs on {{platform}}.

## Task
Write three alternative posts for {{platform}} about {{topic}}.

## Audience
{{audience}}

## Output format
Numbered list of three posts, each with a one-line hook, the message and a call to action, plus up to three relevant hashtags.

## Constraints
- Tone: {{tone}}.
- Respect {{platform}}'s usual length conventions.
- No claims that cannot be backed up.`,
  },
  {
    slug: 'blog-post-outline',
    name: 'Blog Post Outline',
    category: 'content-writing',
    description: 'A structured outline for a long-form article aimed at one reader.',
    variables: ['topic', 'audience', 'goal', 'word_count'],
    body: `## Role
You are a content strategist who plans articles that rank and get read to the end.

## Task
Create a detailed outline for a blog post about {{topic}}.

## Audience
{{audience}}

## Context
After reading, the reader should be able to {{goal}}.

## Output format
A working title, a one-paragraph angle, then H2 and H3 headings with two or three bullet points of content under each, and a closing call to action.

## Constraints
- Plan for roughly {{word_count}} words.
- Every section must earn its place: no filler.`,
  },
  {
    slug: 'customer-service-reply',
    name: 'Customer Service Reply',
    category: 'customer-support',
    description: 'An empathetic reply that acknowledges the problem and gives next steps.',
    variables: ['customer_name', 'issue', 'resolution'],
    body: `## Role
You are a senior customer support agent known for calm, empathetic replies.

## Task
Reply to {{customer_name}}, who wrote to us about this issue: {{issue}}

## Context
What we can offer: {{resolution}}

## Output format
A greeting by name, one sentence acknowledging the problem, the resolution as numbered steps, and a closing line inviting a reply.

## Constraints
- Under 150 words.
- Do not blame the customer or other teams.
- Do not promise anything beyond the resolution above.`,
  },
  {
    slug: 'code-review',
    name: 'Code Review Request',
    category: 'software-development',
    description: 'A focused review of a code change with prioritised findings.',
    variables: ['language', 'focus', 'code'],
    body: `## Role
You are a senior {{language}} engineer doing a careful code review.

## Task
Review the code below, focusing on {{focus}}.

## Context
\`\`\`
{{code}}
\`\`\`

## Output format
A table of findings with columns Severity (high, medium, low), Line, Problem and Suggested fix, followed by a corrected version of the code.

## Constraints
- Explain why each finding matters.
- Do not rewrite parts that are fine.`,
  },
  {
    slug: 'product-description',
    name: 'Product Description',
    category: 'marketing',
    description: 'Benefit-led product copy for a store or landing page.',
    variables: ['product', 'features', 'audience'],
    body: `## Role
You are an e-commerce copywriter who turns features into benefits.

## Task
Write a product description for {{product}}.

## Context
Features: {{features}}

## Audience
{{audience}}

## Output format
A headline, a two-sentence summary, five benefit bullet points and a closing line with a call to action.

## Constraints
- 120 to 180 words.
- Every bullet names the benefit first, then the feature behind it.
- No superlatives that cannot be proven.`,
  },
  {
    slug: 'meeting-summary',
    name: 'Meeting Summary',
    category: 'business-strategy',
    description: 'Turns raw meeting notes into decisions, owners and deadlines.',
    variables: ['meeting_name', 'notes'],
    body: `## Role
You are an executive assistant who writes crisp meeting summaries.

## Task
Summarise the meeting "{{meeting_name}}" from the notes below.

## Context
{{notes}}

## Output format
Three sections: Decisions (bullets), Action items (table with Owner, Task, Due date), Open questions (bullets).

## Constraints
- Use only what is in the notes; mark anything unclear as "unconfirmed".
- Under 250 words.`,
  },
  {
    slug: 'lesson-plan',
    name: 'Lesson Plan',
    category: 'education',
    description: 'A timed lesson plan with objectives, activities and a check for understanding.',
    variables: ['subject', 'grade_level', 'duration'],
    body: `## Role
You are an experienced teacher who designs engaging, well-paced lessons.

## Task
Create a lesson plan on {{subject}} for {{grade_level}} students.

## Context
The lesson lasts {{duration}}.

## Output format
Learning objectives, materials, a timed sequence of activities (warm-up, instruction, practice, wrap-up), and three questions to check understanding.

## Constraints
- Include at least one activity where students work together.
- Language suited to {{grade_level}}.`,
  },
  {
    slug: 'sql-query',
    name: 'SQL Query Helper',
    category: 'data-analysis',
    description: 'A correct, explained SQL query for a described table structure.',
    variables: ['dialect', 'question', 'tables'],
    body: `## Role
You are a data analyst fluent in {{dialect}} SQL.

## Task
Write a query that answers: {{question}}

## Context
Available tables and columns: {{tables}}

## Output format
The query in a code block, then a short explanation of each step and any assumption made.

## Constraints
- Valid {{dialect}} syntax.
- Handle NULLs and duplicates explicitly.
- Prefer readability (CTEs) over cleverness.`,
  },
];
