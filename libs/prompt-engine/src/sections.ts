// Headed sections of a prompt ("## Role", "**Format:**", "Audience: ..."): how headings are
// recognised in the five scaffold languages, which element a heading stands for, and how a text
// splits into sections. The analyser uses it to credit a section's content (not its heading) and
// to find empty or duplicated sections; the renderer uses the heading style a prompt already has.

import type { ElementId } from './elements';

export type HeadingStyle = 'markdown' | 'bold' | 'colon';

/** What a heading stands for: an element, the request itself, or facts to keep. */
export type SectionKey = ElementId | 'task' | 'facts';

// Heading words per section, in English, German, Spanish, French and Portuguese; checked in
// this order (first match wins).
const SYNONYMS: ReadonlyArray<readonly [SectionKey, RegExp]> = [
  [
    'success-criteria',
    /\b(success|criteria|checklist|definition of done|acceptance|quality (?:bar|checks?)|erfolg|kriterien|abnahme|éxito|criterios|succès|critères|sucesso|critérios)/iu,
  ],
  ['facts', /\b(facts|keep exactly|verbatim|key details|fakten|datos clave|faits|fatos)/iu],
  [
    'audience',
    /\b(audience|readers?|recipients?|who it is for|target group|zielgruppe|leser|empfänger|público|destinatarios?|lectores|public(?: cible)?|lecteurs|destinataires?|leitores)/iu,
  ],
  [
    'context',
    /\b(context|background|situation|hintergrund|kontext|ausgangslage|contexto|antecedentes|contexte|situação)/iu,
  ],
  ['examples', /\b(examples?|samples?|beispiele?|ejemplos?|exemples?|exemplos?)/iu],
  [
    'inputs',
    /\b(input|source|text|data|code|material|eingabe|quelle|daten|entrada|fuente|datos|código|entrée|source|données|dados|fonte)\b/iu,
  ],
  ['length', /\b(length|word count|länge|umfang|extensión|longitud|longueur|extensão|tamanho)/iu],
  ['tone', /\b(tone|style|voice|ton|tonfall|stil|tono|estilo|tom)\b/iu],
  [
    'format',
    /\b(format|structure|output|deliverables?|response|ausgabe|struktur|formato|estructura|salida|sortie|saída|estrutura)/iu,
  ],
  ['role', /\b(role|persona|identity|rolle|rol|rôle|papel|função)\b/iu],
  ['goal', /\b(goal|purpose|objective|aim|ziel|zweck|objetivo|propósito|objectif|but|meta)\b/iu],
  [
    'constraints',
    /\b(constraints?|rules|requirements|guidelines|limits|do's|dos|don'ts|regeln|vorgaben|anforderungen|einschränkungen|restricciones|reglas|requisitos|contraintes|règles|exigences|restrições|regras)\b/iu,
  ],
  [
    'task',
    /\b(task|request|instructions?|assignment|brief|what to do|job|prompt|aufgabe|auftrag|tarea|encargo|tâche|consigne|tarefa|pedido)\b/iu,
  ],
];

export function sectionKeyOf(label: string): SectionKey | undefined {
  for (const [key, pattern] of SYNONYMS) if (pattern.test(label)) return key;
  return undefined;
}

export interface HeadingLine {
  label: string;
  style: HeadingStyle;
  /** Text after the heading on the same line (`Role: You are ...`). */
  rest: string;
}

const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const BOLD_HEADING = /^\s*\*\*([^*]{1,60}?):?\*\*:?\s*(.*)$/;
const COLON_HEADING = /^\s*([\p{Lu}][\p{L}'’ &/-]{1,40}):\s*(.*)$/u;

/**
 * Reads a line as a heading. Markdown and bold headings always count; a `Label:` line counts when
 * nothing follows the colon or when the label names a known section, so that ordinary sentences
 * with a colon are not mistaken for headings.
 */
export function parseHeading(line: string): HeadingLine | undefined {
  // Each pattern needs its marker character: most lines have none, and skip the expressions.
  const markdown = line.includes('#') ? MARKDOWN_HEADING.exec(line) : null;
  if (markdown?.[1]) return { label: markdown[1].replace(/:$/, ''), style: 'markdown', rest: '' };
  const bold = line.includes('**') ? BOLD_HEADING.exec(line) : null;
  if (bold?.[1]) return { label: bold[1], style: 'bold', rest: bold[2] ?? '' };
  const colon = line.includes(':') ? COLON_HEADING.exec(line) : null;
  if (colon?.[1] && colon[1].split(/\s+/).length <= 4) {
    const rest = colon[2] ?? '';
    if (rest.length === 0 || sectionKeyOf(colon[1]) !== undefined) {
      return { label: colon[1].trim(), style: 'colon', rest };
    }
  }
  return undefined;
}

export function renderHeading(label: string, style: HeadingStyle): string {
  if (style === 'bold') return `**${label}:**`;
  if (style === 'colon') return `${label}:`;
  return `## ${label}`;
}

export interface ParsedSection {
  label: string;
  key: SectionKey | undefined;
  style: HeadingStyle;
  /** Non-empty content lines (the text after a `Label:` heading included). */
  lines: string[];
}

export interface ParsedDocument {
  style: HeadingStyle | undefined;
  /** Lines before the first heading. */
  preamble: string[];
  sections: ParsedSection[];
}

const FENCE = /^\s*(```|"""|~~~)/;

/** Splits a text into its headed sections (non-empty lines only). */
export function parseSections(text: string): ParsedDocument {
  const doc: ParsedDocument = { style: undefined, preamble: [], sections: [] };
  const push = (line: string) => {
    const current = doc.sections[doc.sections.length - 1];
    if (current) current.lines.push(line);
    else doc.preamble.push(line);
  };
  let fence: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    // Delimited input is opaque and verbatim: headings inside the user's own text are not ours.
    const delimiter = FENCE.exec(line)?.[1];
    const closing = delimiter !== undefined && delimiter === fence;
    if (fence !== undefined && !closing) {
      push(raw);
      continue;
    }
    fence = closing ? undefined : (delimiter ?? fence);
    const heading = delimiter ? undefined : parseHeading(line);
    if (heading) {
      // Markdown headings set the style; a document of `Label: value` lines is colon-styled.
      if (heading.style !== 'colon' || doc.style === undefined) doc.style ??= heading.style;
      const lines = heading.rest.trim().length > 0 ? [heading.rest.trim()] : [];
      doc.sections.push({
        label: heading.label,
        key: sectionKeyOf(heading.label),
        style: heading.style,
        lines,
      });
      continue;
    }
    if (line.trim().length > 0) push(line);
  }
  return doc;
}
