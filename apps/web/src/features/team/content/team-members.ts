// The four co-founders of Silent Labs. Static content: profiles change with a deploy.

export interface TeamMember {
  /** Lowercase hyphenated name, used in /team/{id}. */
  id: string;
  name: string;
  title: string;
  email: string;
  initials: string;
  bio: string;
  expertise: readonly string[];
  education: readonly string[];
  experience: readonly string[];
  social: readonly { label: string; href: string }[];
  foundingYear: number;
}

/** "Maya Chen" → "maya-chen". */
export function memberIdFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function member(details: Omit<TeamMember, 'id' | 'initials' | 'foundingYear'>): TeamMember {
  const initials = details.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();
  return { ...details, id: memberIdFromName(details.name), initials, foundingYear: 2023 };
}

export const TEAM_MEMBERS: readonly TeamMember[] = [
  member({
    name: 'Maya Chen',
    title: 'Co-founder & Chief Executive Officer',
    email: 'maya@silentlabs.dev',
    bio: 'Maya started Silent Labs after a decade of shipping iOS apps for healthcare and finance, convinced that the best software starts with a clear conversation. She leads strategy, client partnerships and the product vision for Silent.',
    expertise: ['Product strategy', 'iOS architecture', 'Client partnerships', 'Team leadership'],
    education: ['B.S. Computer Science, Carnegie Mellon University'],
    experience: [
      'Head of Mobile at a New York fintech, 2018–2023',
      'Senior iOS Engineer at a digital health startup, 2014–2018',
    ],
    social: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/in/maya-chen-silentlabs' },
      { label: 'GitHub', href: 'https://github.com/mayachen-silentlabs' },
    ],
  }),
  member({
    name: 'Daniel Okafor',
    title: 'Co-founder & Chief Technology Officer',
    email: 'daniel@silentlabs.dev',
    bio: 'Daniel designs the systems behind Silent, from the enhancement engine to the typed APIs our clients build on. He cares about fast builds, honest tests and software that stays easy to change.',
    expertise: [
      'Distributed systems',
      'TypeScript and Node.js',
      'API design',
      'Developer experience',
    ],
    education: ['M.S. Software Engineering, Georgia Institute of Technology'],
    experience: [
      'Principal Engineer, developer platform at a cloud provider, 2017–2023',
      'Backend Lead at an e-commerce marketplace, 2013–2017',
    ],
    social: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/in/daniel-okafor-silentlabs' },
      { label: 'GitHub', href: 'https://github.com/danielokafor-silentlabs' },
    ],
  }),
  member({
    name: 'Sofia Ramirez',
    title: 'Co-founder & Head of Design',
    email: 'sofia@silentlabs.dev',
    bio: 'Sofia makes sure everything Silent Labs ships feels calm and obvious, on a phone or a 27-inch screen. She leads research, design systems and accessibility across every client project.',
    expertise: ['Interaction design', 'Design systems', 'Accessibility (WCAG)', 'User research'],
    education: ['B.F.A. Interaction Design, Rhode Island School of Design'],
    experience: [
      'Design Lead for a consumer banking app, 2018–2023',
      'Product Designer at a travel booking startup, 2015–2018',
    ],
    social: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/in/sofia-ramirez-silentlabs' },
      { label: 'Dribbble', href: 'https://dribbble.com/sofiaramirez-silentlabs' },
    ],
  }),
  member({
    name: 'James Whitfield',
    title: 'Co-founder & Head of AI Research',
    email: 'james@silentlabs.dev',
    bio: 'James leads the research that lets Silent learn from the prompts teams rate highest. He focuses on evaluation, training data quality and models that explain their suggestions.',
    expertise: [
      'Language model evaluation',
      'Training data curation',
      'Prompt engineering',
      'Python',
    ],
    education: ['Ph.D. Computer Science (NLP), Columbia University'],
    experience: [
      'Research Scientist, applied NLP at a media company, 2019–2023',
      'Machine Learning Engineer at a search startup, 2016–2019',
    ],
    social: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/in/james-whitfield-silentlabs' },
      { label: 'Google Scholar', href: 'https://scholar.google.com/citations?user=silentlabs-jw' },
    ],
  }),
];

export function findTeamMember(id: string | undefined): TeamMember | undefined {
  return TEAM_MEMBERS.find((teamMember) => teamMember.id === id);
}
