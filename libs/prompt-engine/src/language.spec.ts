import { detectLanguage, withoutQuotedMaterial } from './language';

describe('detectLanguage', () => {
  it.each([
    ['Write an email to the team about the new office', 'en', 'en'],
    ['Schreib eine E-Mail an unsere Kunden, dass der Shop geschlossen ist', 'de', 'de'],
    ['Escribe un poema sobre el mar para mis alumnos', 'es', 'es'],
    ['Rédige un article de blog sur les avantages du télétravail', 'fr', 'fr'],
    ['Escreva um e-mail para o cliente sobre o atraso da entrega', 'pt', 'pt'],
    ['plano de treino pra correr 5 km', 'pt', 'pt'],
    ['traducir', 'es', 'es'],
    // â, ê, ô are never Spanish: "Como funciona … para autônomos" is Portuguese.
    ['Como funciona o imposto de renda para autônomos?', 'pt', 'pt'],
    // "compare" and "-tion" are English too.
    ['compare Notion and Obsidian for note taking', 'en', 'en'],
    ['Compare les offres de Free et Orange pour une famille', 'fr', 'fr'],
    ['Scrivi un post per Instagram sul nostro nuovo gelato', 'it', 'en'],
    ['会議の議事録を3行で要約してください', 'ja', 'en'],
    ['Jak działa kredyt hipoteczny ze stałą stopą?', 'pl', 'en'],
  ])('%s → %s (scaffold %s)', (text, code, scaffold) => {
    expect(detectLanguage(text)).toMatchObject({ code, scaffold });
  });

  it('reads the prompt’s own words, not the text it quotes', () => {
    expect(
      detectLanguage("translate 'Willkommen bei unserem Shop und viel Spaß' into English").code,
    ).toBe('en');
    expect(withoutQuotedMaterial('say "hola amigos" now')).not.toContain('hola');
  });

  it('defaults to English with low confidence when nothing points elsewhere', () => {
    expect(detectLanguage('SQL 2024')).toMatchObject({ code: 'en', scaffold: 'en' });
  });

  it.each([
    ['Pouvez-vous réécrire ce texte ? Gardez bien toutes les infos pratiques.', 'formal'],
    [
      'je prends ma retraite en septembre, vous auriez des idées pour organiser mes semaines ?',
      'formal',
    ],
    ['Rédigez un e-mail à notre fournisseur pour décaler la livraison au 12 mars.', 'formal'],
    ['Könnten Sie aus den folgenden Stichpunkten ein formelles Protokoll erstellen?', 'formal'],
    ['Bitte schreiben Sie eine kurze Absage an den Bewerber, Herrn Vogel.', 'formal'],
    // The familiar register, and a familiar form next to a formal one: the "vous" or "Sie" may
    // belong to the text to write.
    ['Tu peux reformuler ce texte pour mon devis ?', undefined],
    ['Écris un mot aux parents : nous vous remercions pour votre aide à la kermesse.', undefined],
    ['Kannst du mir eine E-Mail an Frau Becker schreiben? Sie ist die Klassenlehrerin.', undefined],
    ['Formuliere das freundlicher, wir möchten Sie gern als Kunden behalten.', undefined],
    // Portuguese: tu forms or Portugal's words get the familiar pack; você keeps the pack's own.
    [
      'Podes ajudar-me a fazer um plano para o dia, com horários e material necessário?',
      'familiar',
    ],
    ['alguma dica para a primeira sessão? estou um bocado nervosa com a turma nova', 'familiar'],
    ['Você pode me ajudar a montar um plano de estudos para o ENEM?', undefined],
    ['Podes ajudar-me? O senhor Costa pediu o relatório até sexta.', undefined],
  ])('tells how %j addresses the assistant (%s)', (text, address) => {
    expect(detectLanguage(text).address).toBe(address);
  });
});
