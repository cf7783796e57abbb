import { detectElements, detectMaterial, type ElementId } from './elements';
import { parseSections } from './sections';

function hit(text: string, id: ElementId, language = 'en') {
  const found = detectElements(text, parseSections(text), language).find(
    (entry) => entry.id === id,
  );
  if (!found) throw new Error(`no ${id} hit`);
  return found;
}

describe('detectElements', () => {
  it('counts an example only when it shows one, not [placeholders]', () => {
    expect(hit('List dishes such as pizza or pasta', 'examples').present).toBe(true);
    expect(
      hit('Write the details in brackets, such as [date] or [name].', 'examples').present,
    ).toBe(false);
  });

  it('finds an audience in five languages', () => {
    expect(hit('Write a story for my kids', 'audience').present).toBe(true);
    expect(hit('Explain it to a non-technical manager', 'audience').present).toBe(true);
    expect(hit('Schreib eine Mail für unsere Kunden', 'audience', 'de').present).toBe(true);
    expect(hit('Escribe un poema para mis alumnos', 'audience', 'es').present).toBe(true);
    expect(hit('Rédige un texte pour nos clients', 'audience', 'fr').present).toBe(true);
    expect(hit('Explique para uma colega que está começando', 'audience', 'pt').present).toBe(true);
    // "The readers are …", said in the other four languages too.
    expect(hit('Die Leser sind Endkunden, oft verärgert.', 'audience', 'de').present).toBe(true);
    expect(hit('Los lectores son vecinos del barrio.', 'audience', 'es').present).toBe(true);
    expect(hit('Les lecteurs sont des parents d’élèves.', 'audience', 'fr').present).toBe(true);
    expect(hit('Os leitores são clientes novos.', 'audience', 'pt').present).toBe(true);
    // Buyers, tenants and visitors are readers too, in every language.
    expect(
      hit('o que isso muda para compradores estrangeiros em 2025', 'audience', 'pt').present,
    ).toBe(true);
    expect(hit('Escribe un aviso para los inquilinos', 'audience', 'es').present).toBe(true);
    expect(hit('Rédige une note pour les locataires', 'audience', 'fr').present).toBe(true);
    expect(hit('Schreib einen Aushang für die Mieter', 'audience', 'de').present).toBe(true);
    expect(hit('Write a poem about autumn', 'audience').present).toBe(false);
  });

  it('judges substance: a label with nothing behind it says little', () => {
    expect(hit('Audience: everyone.', 'audience')).toMatchObject({ present: false, named: true });
    expect(hit('Tone: good.', 'tone').substance).toBe(0);
    expect(hit('Tone: warm and playful.', 'tone').substance).toBe(1);
    expect(hit('Example: example.', 'examples').substance).toBe(0);
    expect(hit('Format: a table with one row per plan.', 'format').substance).toBe(1);
    expect(hit('You are an expert.', 'role').substance).toBeLessThan(1);
    expect(hit('You are a senior tax accountant.', 'role').substance).toBe(1);
  });

  it('credits a headed section by its content, not its heading', () => {
    expect(hit('## Constraints\n- never mention competitors', 'constraints').substance).toBe(1);
    expect(hit('## Audience\n\n## Task\nWrite a post', 'audience').present).toBe(false);
  });

  it('reads a numeric length as fully specified and a vague one as partly', () => {
    expect(hit('Keep it under 120 words.', 'length').substance).toBe(1);
    expect(hit('Keep it short.', 'length').substance).toBeLessThan(1);
    expect(hit('Halte es kurz, höchstens 80 Wörter.', 'length', 'de').substance).toBe(1);
    expect(hit('Fass es in 3 Stichpunkten zusammen.', 'length', 'de').substance).toBe(1);
    expect(hit('Fass es in drei Sätzen zusammen.', 'length', 'de').present).toBe(true);
    // "A ~600-word article" sets the length; "a 20-minute call" is what the text offers.
    expect(hit('Need a ~600-word article for the newsletter', 'length').substance).toBe(1);
    expect(hit('Offer a 20-minute call to set up integrations', 'length').present).toBe(false);
  });

  it('reads a data format the user already has as the input, not the answer’s format', () => {
    const crash = 'my script keeps crashing when reading the csv with a UnicodeDecodeError';
    expect(hit(crash, 'format').present).toBe(false);
    expect(hit('count the rows of our orders table per month', 'format').present).toBe(false);
    expect(hit('export the results as csv', 'format').present).toBe(true);
    expect(hit('put the figures in a table', 'format').present).toBe(true);
  });

  it('does not read the words of another language into an English prompt', () => {
    expect(hit('Write a cover letter that mentions SQL and Tableau.', 'format').present).toBe(
      false,
    );
  });
});

describe('detectMaterial', () => {
  it('finds pasted text, code, quotes and tagged blocks', () => {
    expect(detectMaterial('Summarise this:\n"""\nRevenue grew 12%.\n"""').present).toBe(true);
    expect(detectMaterial('Translate "The meeting is moved to Friday" into German').present).toBe(
      true,
    );
    expect(
      detectMaterial(
        'Turn these notes into action items: Ana - budget approved; Raj - hiring paused',
      ).present,
    ).toBe(true);
    expect(detectMaterial('Review this:\n```js\nconst x = 1;\n```').present).toBe(true);
    expect(
      detectMaterial('review my Dockerfile pls\n\nFROM node:latest\nCOPY . .\nRUN npm install')
        .present,
    ).toBe(true);
    expect(
      detectMaterial(
        'hazme un resumen de la reunión con las tareas: hablamos de la web nueva, Laura hace los textos, Diego el diseño',
      ).present,
    ).toBe(true);
  });

  it('does not take an open placeholder block or an ordinary request for material', () => {
    expect(
      detectMaterial('Summarise this.\n\n<text>\n[paste the text here]\n</text>').present,
    ).toBe(false);
    expect(detectMaterial('Write an email to my boss about the budget').present).toBe(false);
    // An error named in a sentence is what went wrong, not the code; pasted error output is.
    const named = "getting KeyError: 'sku_id' when I merge two dataframes in pandas, why?";
    expect(detectMaterial(named).present).toBe(false);
    expect(detectMaterial("why does this fail?\n\nKeyError: 'sku_id'").present).toBe(true);
    // Lines under a request are material only when they read as code or configuration.
    expect(
      detectMaterial(
        'Summarise my notes for the team.\n\n- Keep it short (five bullets).\n- Put unknown details in [brackets].',
      ).present,
    ).toBe(false);
  });
});
