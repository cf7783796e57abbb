// The words the engine writes, per scaffold language. Every pack has the same shape, so a line
// the planner adds exists in English, German, Spanish, French and Portuguese alike.

import type { PromptStyle } from '@silent/contracts';
import type { SlotId } from '../slots';
import type { TaskFamily, TaskId } from '../tasks';

export interface TaskCopy {
  /**
   * The task's stock role sentence: the "structured with sections" variation's Role heading.
   * The enhanced prompt carries only a trained style's role (a stock persona was filler to the
   * blind judges; see `candidateAdditions` in plan.ts).
   */
  role?: string;
  /** The shape the answer needs. */
  format?: string;
  /** The task's real edge cases, as instructions. */
  edges: readonly string[];
}

export type LengthUnit = 'words' | 'bullets' | 'steps' | 'ideas';

/** The periods a plan is laid out in, when the request names one ("day by day"). */
export const PLAN_PERIOD_NAMES = ['day', 'week', 'month', 'stage'] as const;
export type PlanPeriod = (typeof PLAN_PERIOD_NAMES)[number];

export interface LanguagePack {
  tasks: Record<TaskId, TaskCopy>;
  /** A line per unknown that would change the answer (material slots are tagged blocks). */
  slots: Record<SlotId, string>;
  /** Tone lines for writing tasks. */
  tone: Record<PromptStyle, string>;
  /** "Length: about 100–180 words." */
  length(min: number, max: number, unit: LengthUnit): string;
  audience(audience: string): string;
  context(context: string): string;
  /** Pasted material that carries instructions ("ignore previous instructions") is data. */
  injection: string;
  /** The edge case of a refactoring: same behaviour, new structure. */
  refactor: string;
  /** The edge case of a script that renames, moves or deletes the user's files. */
  fileScript: string;
  /** The first edge case of a script run by cron or a scheduler: failures seen, reruns harmless. */
  unattendedScript: string;
  /** The first edge case of a script that disables or deletes accounts or records in bulk. */
  bulkChange: string;
  /** The edge case of configuration as code (a CI workflow, a Dockerfile, a cron entry). */
  configCode: string;
  /** The edge of a home-automation config (a Home Assistant automation): what it relies on, restarts. */
  homeAutomation: string;
  /** The format of a recurring schedule ("a weekly schedule"): a timetable of time blocks. */
  /** The format of a plan of sessions on some days a week ("gym plan 3 days a week"). */
  planSessions: string;
  /** A set number of lessons or sessions ("3 sesiones de 55 minutos"): each with its aim, timings and needs. */
  planLessons: string;
  /** The format of a meal plan: day by day, then one shopping list. */
  planMeals: string;
  /** The format of a budget: categories with amounts adding up to the money there is. */
  planBudget: string;
  planRoutine: string;
  /** The format of a day's routine (a baby's sleep schedule, the school-morning rush): clock times through one day. */
  planDay: string;
  /** The format of an event of a few hours (a kids' party, an open day): a running order, what it needs, what if. */
  planEvent: string;
  /** One class or coaching session of a given length ("a 90 min session plan for Wednesday's class"). */
  planClass: string;
  /** A plan whose request lists its parts ("plan the morning - where …, how …, what …"). */
  planParts: string;
  /** The format of a staff rota or shift pattern: who works when, each day, with hours checked. */
  planRota: string;
  /**
   * The format of a plan in the periods it names ("week by week"): what to do in each, then the
   * risks. Given the period, the line says it instead of repeating "week by week" back (two
   * round-194/195 judges read "period by period, in the periods the request names" as awkward).
   */
  planSchedule(period?: PlanPeriod): string;
  /**
   * The format of what someone learns in the periods named (a course, an apprentice's first
   * months): what to learn and practise in each, building on the one before, without the risks
   * that judges of such plans marked down.
   */
  planSyllabus(period?: PlanPeriod): string;
  /** The format of a plan given only its span ("in 5 months"): a timeline over that span. */
  planTimeline: string;
  /** The format of a trip's itinerary: day by day, with times and the way between stops. */
  planItinerary: string;
  /** The format of a cover letter (detected as an e-mail): a letter, with no subject line. */
  coverLetter: string;
  /** The edge case of a story or poem for a young child (a bedtime story): read aloud. */
  forAChild: string;
  /** The format of one person's stand-up notes: done, today, blockers. */
  standupUpdate: string;
  /** The format of meeting notes to post in a group chat: one short message, decisions first. */
  chatNotes: string;
  /** A reply's edge when the user states what they offer: that offer, nothing beyond it. */
  offerStated: string;
  /** The format of what to put on a CV: section by section, an example line each. */
  cvContent: string;
  /** The edge of a funny poem or a little rhyme: light verse, where a story's craft rule misfits. */
  lightVerse: string;
  /** The edge of words written to a known tune (a chant "to the tune of Sweet Caroline"). */
  toATune: string;
  /** The edge case of a piece for a real occasion (a toast, a wedding): its facts, none invented. */
  realOccasion: string;
  /** The format for a formula in hand that gives #N/A or a wrong value: the cause, then the fix. */
  formulaFix: string;
  /** The format for explaining a spreadsheet formula in hand: what it works out, then its parts. */
  formulaExplain: string;
  /** The edge for explaining a formula: what could make its result surprising. */
  formulaExplainEdge: string;
  /** The format of a reply to a pasted e-mail: its points answered in order, not a new subject line. */
  emailReply: string;
  /** A bug on a microcontroller or other hardware: wiring, power and timing are causes too. */
  hardwareDebug: string;
  /** The edge case of code explained to someone who does not code ("I'm not a coder"): surprises in plain words, no performance traps. */
  codeSurprisesPlain: string;
  /** A funny made-up story about a real person (for a leaving card): comic events may be invented. */
  /** A funny poem or verse for a real person: no invented facts, but the details may be exaggerated. */
  realOccasionFunny: string;
  realOccasionComic: string;
  /** A real occasion asked for in a few words: no details to build from, so blanks to fill. */
  realOccasionBare: string;
  /** The format of an analysis of pasted data asked about in questions ("is Marek worse?"). */
  dataQuestions: string;
  /** The same, when the user asks for a short answer: the questions alone, each with its figures. */
  dataQuestionsShort: string;
  /** The format of "the difference between A and B" when no choice is asked for. */
  explainDifference: string;
  /** The edge case of a regex that parses whole lines (of a log, a statement) into fields. */
  regexLineFields: string;
  /** The format of a request for two or more formulas, queries or patterns ("also a second query"). */
  eachDeliverable: string;
  /** The format of a question that asks for the options, ranked ("ranked by how much memory they'd save"). */
  optionsRanked: string;
  /** The edge case of a regex that finds matches inside running text (not a validator). */
  regexSearch: string;
  /** The edge case of a question about rules: tenancy, employment, tax, immigration. */
  rulesQuestion: string;
  /** The edge case of a query whose empty groups must still show ("months with no orders … with zeros"). */
  sqlKeepEmpty: string;
  /** The same where the groups are no periods but the query has dates: their boundaries, no series. */
  sqlKeepEmptyDated: string;
  /**
   * The same with no periods and no dates ("classes with zero signups should still show up with
   * 0"): no generated date series, no date boundaries (round 483, −0.67).
   */
  sqlKeepEmptyUndated: string;
  /** The format of a query whose explanations the user wants as comments in the SQL. */
  sqlCommented: string;
  /** The edge case of a query for what is missing ("customers who haven't ordered"). */
  sqlAbsence: string;
  /** The edge case of a ranking query (top, most, latest) with no dates: NULLs and ties. */
  sqlNullsAndTies: string;
  /** The edge case of a query with neither dates nor a ranking: NULLs and unmatched join rows. */
  sqlNullsAndJoins: string;
  /** The SQL edge case for one table, nothing joined, ranked or dated: NULLs alone. */
  sqlNulls: string;
  /** The edge case of a query over dates with no ranking: NULLs and date boundaries. */
  sqlNullsAndDates: string;
  /** sqlNullsAndDates for calendar dates with no time of day: no time zone to speak of. */
  sqlNullsAndDays: string;
  /** The SQL task's default edge case for calendar dates with no time of day. */
  sqlNullsTiesAndDays: string;
  /** The format of a SQL request in parts ("(a) … (b) …"): one labelled query per part. */
  sqlParts: string;
  /** The format of a post to a local or community group (Facebook, WhatsApp, Nextdoor): no hashtags. */
  postInGroup: string;
  /** The format of a short piece (500 words or fewer): paragraphs, no subheadings. */
  articleShort: string;
  /** The format of an article whose ending the user sets ("a short 'the verdict' bit at the end"): title, intro, sections, then the user's ending. */
  /** The format of a code explanation that asks questions of the code ("is it straight-line or walking distance?"). */
  codeQuestions: string;
  /** The format of a short piece celebrating someone (an award, a retirement): a warm close, no takeaway. */
  articleTribute: string;
  articleOwnEnding: string;
  /** The format of a short piece whose ending the request sets ("end with a line inviting people to visit"). */
  articleShortOwnEnding: string;
  /** The format of a translation of a line or a phrase (a sign, a listing, "how do I say …"): natural wording, no layout rules. */
  translationShort: string;
  /** The format of a translation of the user's own chat message or reply ("can u translate my reply"): natural, same register, no layout or translator's-note rules. */
  translationMessage: string;
  /** The format of "what do I need to pack / bring": a checklist, not a direct answer. */
  packingList: string;
  /** The format of "what do I need to sort before I move out": a checklist of what to do, by urgency. */
  todoList: string;
  /** The format of "what should go on an intake form": a checklist of its contents, required items first. */
  formContents: string;
  /** The format of a rewrite that must stay within rules ("still legally ok"): the text, then lines to check. */
  rewriteCompliant: string;
  /** The post format when the user has said what hashtags they want. */
  postOwnHashtags: string;
  /** The edge case of a rewrite that should stop blaming someone (a postmortem, a message). */
  rewriteBlameless: string;
  /** The faithfulness line of a rewrite that changes the text's angle ("more like IT support"). */
  rewriteReframe: string;
  /** The faithfulness line of a summary for a reader outside the field (terms explained). */
  summaryForLayReader: string;
  /** The format of a summary that also asks a question about the text ("is this bad for me??"). */
  summaryQuestionFirst: string;
  /** The edge of a summary that also asks for a view ("does £1,198.80 sound about right?"). */
  summaryWithView: string;
  /** The edge case of summarising a known subject (a law, a book) with no source pasted. */
  summaryOfSubject: string;
  /** The edge of a summary of a group chat: who wants what, what is agreed and what is open. */
  summaryThread: string;
  /** The format of a question that asks to explain a concept (qa). */
  explainConcept: string;
  /** The format of a summary of a story (a book, a film, a game's plot): in order. */
  summaryStory: string;
  /** A personal post on a hashtag platform (Instagram, TikTok): hashtags belong there. */
  personalPostTagged: string;
  /** The format of a post about the user's own life (a birthday, a retirement). */
  personalPost: string;
  /** The format of a maintainer's reply to an issue or bug report on a project (no customer). */
  issueReply: string;
  /** The edge of translating a historical record (a parish register, a census, Latin). */
  historicalTranslation: string;
  /** The format of a reply that refuses a refund under the user's own policy ("no refunds mid-term"). */
  declinePolicyReply: string;
  /** The format of a refusal beside an offer the user states ("we'll refund £120 … but we can't refund the whole holiday"): the offer first. */
  declinePartlyReply: string;
  /** The format of a reply that turns a claim or a request down ("we have to decline"). */
  declineReply: string;
  /** The format of a reply to a client's question that is no complaint ("could you stay longer?"). */
  supportAnswer: string;
  /** The format of a question that lists its parts ("what should I expect - hours, pay, gear, …?"). */
  questionParts: string;
  /** The format of a choice the user weighs and keeps ("what should I be weighing up? I'm not asking you to decide"). */
  weighUp: string;
  /** The format of a question asking for tips ("any tips?"): a short list. */
  tips: string;
  /** The format of a practical "how do I …" question: steps to take. */
  howTo: string;
  /** The format of "how do I tell if …": what to check, how to read it, what settles it. */
  howToTell: string;
  /** The format of a question about how to raise something with someone (a raise, a complaint). */
  howToSay: string;
  /** The same for a child or a newcomer ("to a 10 year old"): no "common mistakes" for them. */
  explainSimply: string;
  /** The format of a question about something of the user's that does not work (qa). */
  troubleshoot: string;
  /** For writing tasks: unknown details go in square brackets, never invented. */
  placeholderRule: string;
  /** Template variables the user keeps on purpose. */
  keepVariables(variables: readonly string[]): string;
  contradiction(a: string, b: string): string;
  splitTasks(verbs: readonly string[]): string;
  /** Headings used when the prompt already has headed sections. */
  headings: {
    role: string;
    audience: string;
    context: string;
    format: string;
    edges: string;
    unknowns: string;
    length: string;
    tone: string;
    house: string;
    input: string;
    task: string;
    requirements: string;
  };
  /** What the named variations add around the request. */
  variations: {
    /** The concise variation's one rule. */
    brevity: string;
    /** Facts a condensed request would lose, listed to keep. */
    keepFacts(facts: readonly string[]): string;
    /** Introduces the skeleton of an example-led variation. */
    exampleIntro: string;
    /** Introduces the steps of a step-by-step variation. */
    stepsIntro: string;
    /** Closes the steps: what to hand over at the end. */
    stepsOutro: string;
    steps: Record<TaskFamily, readonly string[]>;
    /** The shape of a good answer per task, with [slots] instead of content. */
    skeletons: Record<TaskId, readonly string[]>;
  };
}
