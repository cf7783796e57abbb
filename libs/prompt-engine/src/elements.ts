// Pass 3: what the prompt already specifies. For each element of a strong prompt (role, goal,
// audience, context, inputs, format, length, tone, constraints, examples, success criteria) it
// finds the phrase that shows it, in English, German, Spanish, French or Portuguese, and judges
// its substance: "Audience: everyone", "Tone: good" or "Example: example" name an element without
// saying anything, and count for little. A headed section counts by its content, never by its
// heading alone.

import { parseSections, sectionKeyOf, type ParsedDocument, type SectionKey } from './sections';
import { hasCodeMaterial, pastedProseEnd, pastedProseStart, wordPattern } from './tasks';
import { LIST_ITEM, STOPWORDS, words } from './text';

export const ELEMENT_IDS = [
  'role',
  'goal',
  'audience',
  'context',
  'inputs',
  'format',
  'length',
  'tone',
  'constraints',
  'examples',
  'success-criteria',
] as const;
export type ElementId = (typeof ELEMENT_IDS)[number];

export interface ElementHit {
  id: ElementId;
  present: boolean;
  /** The element is named (a label or cue) even if it says nothing. */
  named?: boolean;
  /** 0..1: 1 when the element says something specific, lower when it is only named. */
  substance: number;
  /** The phrase that showed the element, for explanations. */
  evidence?: string;
}

const rx = (source: string) => wordPattern(source, { global: true });

const AUDIENCE_NOUNS_EN =
  'beginners?|novices?|experts?|customers?|clients?|students?|pupils|children|kids|developers?|engineers?|' +
  'managers?|executives?|leadership|team|colleagues?|coworkers|co-workers|stakeholders?|investors?|users?|' +
  'parents|teachers?|employees|staff|followers|subscribers|patients|newcomers|board|recruiters?|' +
  'hiring managers?|general public|professionals|designers?|marketers|founders|ceos?|ctos?|partners|' +
  'donors|volunteers|members|fans|readers|buyers|shoppers|boss|landlord|tenants?|professor|grandma|' +
  'grandmother|grandpa|grandfather|mom|mum|dad|wife|husband|sister|brother|friends?|neighbou?rs|seniors|' +
  'retirees|graders|toddlers|teens|teenagers|nurses|doctors|lawyers|accountants|analysts|scientists|' +
  'researchers|guests|attendees|audiences?|recipients?|non-experts|laypeople|laymen|juniors|interns|' +
  'candidates|applicants|hr|management|sales team|marketing team|\\d+(?:th|st|nd|rd)? graders|\\d+[ -]year[ -]olds?|' +
  'non-[\\w-]+|laypersons?|startups?|compan(?:y|ies)|business(?:es)?|agenc(?:y|ies)|smbs?|enterprises?|kids?|class|audience members|' +
  'farmers|growers|residents|citizens|homeowners|players|listeners|viewers|athletes|runners';

type Lang = 'en' | 'de' | 'es' | 'fr' | 'pt';
type Sources = Partial<Record<Lang, string>>;

// Each element's phrases per language. A prompt is read with English (which prompts in every
// language mix in) plus its own language, so a German "nicht" or a French "tableau" never
// counts in an English prompt about Tableau.
const SOURCES: Record<Exclude<ElementId, 'inputs'>, Sources> = {
  role: {
    en: "you are|you're|act as|acting as|take (?:on )?the role|your role is|role:|pretend (?:to be|you are)|imagine you(?:'re| are)|as an? (?:experienced|senior|expert|professional|seasoned|veteran|certified|skilled|lead)",
    de: 'du bist|sie sind|agiere als|handle als|schlüpfe in die rolle|als erfahrene[rn]?',
    es: 'eres|actúa como|actua como|asume el (?:papel|rol)',
    fr: "tu es|vous êtes|agis comme|agissez comme|joue le rôle|en tant qu'expert",
    pt: 'você é|voce e|atue como|aja como|assuma o papel',
  },
  goal: {
    en: 'goal|purpose|objective|the aim|aim is|so that|in order to|the point is|to help (?:me|us|them)|i want (?:them|people|readers|the reader|customers|users|recipients) to|to (?:convince|persuade|encourage|invite|announce|inform|apologi[sz]e|thank|remind|sell|drive|increase|reduce|boost|attract|get (?:more|them|people|a reply|sign-?ups))',
    de: 'ziel|zweck|damit|sodass',
    es: 'objetivo|propósito|para que|con el fin de|meta',
    fr: 'objectif|afin de|pour que|dans le but',
    pt: 'objetivo|propósito|para que|a fim de|finalidade|meta',
  },
  audience: {
    en: `(?:reply|respond|write back|answer) to (?!(?:this|that|it|the|a|an|my|our|his|her|him|them|these|those|all|everyone|every|each|any|some)\\b)\\p{L}{3,}(?=,| whose| who| from| about)|(?:for|at) (?:my |our |a |the )?(?:[\\w'\\u2019-]+ ){0,3}(?:wedding|birthday|funeral|retirement party|anniversary|graduation)|audience|aimed at|intended for|written for|targeted at|target readers|readers are|(?:for|to) (?:my |our |the |a |an |your )?(?:[\\w-]+ ){0,2}?(?:${AUDIENCE_NOUNS_EN})|i(?:'m| am) (?:a |an )?(?:junior|beginner|novice|new|non-technical|complete beginner|student|first-year|self-taught)|(?:members?|customers?|staff|employees?|parents?|students?|clients?|subscribers?|donors?|volunteers?|patients?|residents?|community|alumni|supporters?) (?:newsletter|bulletin|update|magazine|mailing)|(?:for|on) our (?:[\\w-]+ ){1,3}(?:website|site|blog|shop page|store page)|our (?:[\\w-]+ )?(?:${AUDIENCE_NOUNS_EN}) (?:hate|love|want|need|prefer|expect|are|read|skim|don't|do not)`,
    de: 'zielgruppe|die leser(?:innen)? sind|richtet sich an|für (?:meine |unsere |die |den |das |einen |eine )?(?:[\\wäöüß-]+ )?(?:kunden|kundinnen|kinder|schüler(?:innen)?|studenten|studierende|anfänger|einsteiger|entwickler|mitarbeiter(?:innen)?|kollegen|kolleginnen|leser(?:innen)?|eltern|team|chef|chefin|vorgesetzten|senioren|experten|nutzer|investoren|lehrer|patienten|gäste|mitglieder|follower|betriebe|handwerksbetriebe|unternehmen|firmen|selbstständige|freiberufler|handwerker|menschen|leute|jugendliche|azubis|einsteiger|profis|käufer(?:innen)?|mieter(?:innen)?|besucher(?:innen)?|touristen|nachbarn|familien)|an (?:meine |unsere |die |den |eine[n]? )?(?:kunden|kundin|kollegen|chef|chefin|mitarbeiter|team|eltern|lehrer|vermieter)|an herrn|an frau|antworte (?:einem|einer|dem|der) (?:kunden|kundin)|(?:zur|für die) (?:hochzeit|geburtstagsfeier|trauerfeier)',
    es: 'público objetivo|dirigido a|los lectores son|para (?:mis |mi |nuestros |nuestras |los |las |un |una )?(?:[\\wáéíóúñ-]+ )?(?:alumnos|alumnas|estudiantes|clientes|niños|niñas|hijos|hijas|principiantes|desarrolladores|empleados|lectores|padres|equipo|jefe|jefa|usuarios|seguidores|expertos|inversores|profesores|pacientes|invitados|socios|empresas|pymes|autónomos|personas|compañeros|compañeras|compañero|compañera|amigos|amigas|colega|colegas|compradores|compradoras|turistas|visitantes|propietarios|inquilinos|vecinos|familias)|a (?:mi|mis|nuestro|nuestros|un|una|el|la|este|esta) (?:jefe|jefa|clientes?|clienta|equipo|profesor|compañeros|usuario|usuaria)|para (?:la |mi )?(?:boda|cumpleaños|funeral)',
    fr: 'public cible|destiné à|les lecteurs sont|s.adresse à|pour (?:mes |mon |ma |nos |notre |les |des |un |une )?(?:[\\wàâçéèêëîïôûùüÿœ-]+ )?(?:élèves|étudiants|clients|enfants|débutants|développeurs|employés|salariés|lecteurs|parents|équipe|collègues|utilisateurs|abonnés|experts|investisseurs|patients|invités|membres|entreprises|pme|artisans|personnes|gens|amis|acheteurs|acheteuses|touristes|visiteurs|propriétaires|locataires|voisins|familles)|à (?:mon|ma|mes|nos|notre|un|une) (?:chef|patron|patronne|clients?|cliente|équipe|professeur|collègues)|au client|pour (?:le |un |mon )?(?:mariage|anniversaire)',
    pt: 'público-alvo|destinado a|os leitores são|para (?:meus |minhas |meu |minha |nossos |nossas |os |as |um |uma )?(?:[\\wáâãàçéêíóôõú-]+ )?(?:alunos|alunas|estudantes|clientes|crianças|filhos|filhas|iniciantes|desenvolvedores|funcionários|leitores|pais|equipe|chefe|usuários|seguidores|especialistas|investidores|professores|pacientes|convidados|empresas|pessoas|amigos|amigas|colega|colegas|compradores|compradoras|turistas|visitantes|proprietários|inquilinos|moradores|vizinhos|sócios|parceiros|famílias)|ao (?:meu|nosso)? ?(?:chefe|cliente|professor)|aos (?:meus|nossos) (?:clientes|alunos)|a (?:um|uma) (?:cliente|colega)|que está começando|para ler no (?:casamento|aniversário)|para (?:o |meu )?(?:casamento|aniversário)',
  },
  context: {
    en: "context|background|because|since (?:we|i|our|the)|currently|situation|we are an?|we're an?|i am an?|i'm an?|i work (?:at|for|as|in)|we (?:have|run|sell|use|launched|are launching|just)|i (?:have|run|use|manage|teach|just)|our (?:company|team|product|startup|business|client|shop|store|app|service|brand|school|website|customers|users|data|database|codebase|project|agency|restaurant|caf\\u00e9|cafe|clinic)|my (?:company|team|product|startup|business|client|shop|store|app|website|brand|project|class|students|code|codebase|blog|channel)|last (?:week|month|year|quarter)|recently|after (?:the|our)|due to",
    de: 'kontext|hintergrund|weil|da wir|derzeit|aktuell|wir sind|ich bin|wir haben|ich habe|unser(?:e|en|em)? (?:firma|unternehmen|team|produkt|shop|laden|app|kunden|website|marke|schule)|mein(?:e|en|em)? (?:firma|team|produkt|shop|app|projekt|klasse)|letzte[nr]? (?:woche|monat|jahr)',
    es: 'contexto|antecedentes|porque|ya que|actualmente|somos|soy|tenemos|tengo|nuestra (?:empresa|tienda|marca|escuela|app|web)|nuestro (?:equipo|producto|negocio|restaurante)|mi (?:empresa|equipo|tienda|negocio|proyecto|clase)|la semana pasada|el mes pasado',
    fr: "contexte|parce que|car (?:nous|je|notre)|actuellement|nous sommes|je suis|nous avons|j'ai|notre (?:entreprise|société|équipe|produit|boutique|magasin|marque|école|site|app|restaurant)|mon (?:entreprise|équipe|produit|projet)|ma (?:société|boutique|classe)|la semaine dernière|le mois dernier",
    pt: 'contexto|porque|já que|atualmente|somos|sou|temos|tenho|nossa (?:empresa|loja|marca|escola|equipe)|nosso (?:produto|negócio|time|site|app|restaurante)|minha (?:empresa|equipe|loja|turma)|meu (?:negócio|projeto|produto)|semana passada|mês passado',
  },
  format: {
    en: '(?:two|three|four|2|3|4) (?:separate )?(?:lists|sections)(?: please)?:|(?:give|put|lay|set|write|present|send) (?:it|this|them|the \\w+)(?: out)? (?:as|in) (?:a |an )?[\\w -]{2,30}? ?\\((?:[^()\\n,]+,){1,}[^()\\n]+\\)|(?:lay|set) (?:it|this|them|everything)(?: all)? out (?:as|in|by|per|for each) (?:a |an |one )?(?:timetable|table|list|grid|schedule|rota|calendar|checklist|bullets?|columns?|sections?|steps?|days?|weeks?|months?|teams?|person|room|stage)|(?:start|begin|open|lead) with|followed by|group (?:the )?(?:\\w+ )?by (?:screen|topic|theme|person|speaker|category|type|area|team|page|feature|priority)|(?:pull|list) out [^.\\n]{0,40} separately|for each (?:issue|finding|bug|problem|item|point|option|change),? (?:give|list|include|say|show|add|explain)|(?:focus on|look at|check),? in (?:this )?order|then (?:a |an |the |some |\\d+ )?(?:short |brief |quick |small )?(?:[\\w-]+ ){0,2}(?:explanation|test rows?|tests?|test cases?|examples?|summary|walkthrough|list)|give me the (?:corrected|fixed|updated|working|full|complete|whole) (?:code|version|query|script|function|formula)|list (?:the|all|each|them)|into (?:a |an )?(?:list|table|bullets?|action items|checklist|steps|faq|outline|timeline|summary table)|with (?:owners?|due dates?|columns?)|one post|first line|answer first|direct answer|pros and cons (?:of|for) (?:each|both|all|every)|what to (?:buy|do|fix|pack) first|what can wait|prioriti[sz]ed (?:list|plan|order)|(?:split|sort|group|separate)(?: it| them| this| these)? into|(?:a |one |two |\\d+ )?(?:couple of )?(?:lines?|sentences?|bullets?)(?: or two)? (?:per|for each|each|a) (?:item|point|one|thing|week|day|month|step|task)|(?:a |an )(?:\\w+ )?one-?liners? (?:for each|each|per (?:name|idea|drink|item))|(?:with|plus|and) (?:a |an )?(?:one[- ]line|one[- ]sentence|two[- ]line|short|brief|quick) (?:descriptions?|explanations?|summar(?:y|ies)|blurbs?|notes?|reasons?|pitch(?:es)?|rationales?),? (?:each|for each(?: one)?|per (?:idea|item|one|topic|name|entry))|(?:same|this|that|the following|a clean|a simple|a clear|the original|its|their) layout|layout (?:of|for) (?:the|your|my) (?:answer|reply|output|response|email|post|page|table|report)|layout:|(?:two|three|four) parts|format|formatted|bullet(?:ed)? (?:points?|list)|bullets|numbered(?: list)?|tables?|json|markdown|headings?|sections?|paragraphs?|outline|csv|yaml|xml|html|code ?blocks?|subject line|step[- ]by[- ]step|list of|as a list|in a list|templates?|structured?|one (?:line|sentence|paragraph)|a single (?:line|sentence|paragraph|post)|titles?|headlines?|slides?|diagram|checklist|q&a|faq|plain text|a list|on its own line|fenced|(?:only|just) the (?:code|query|sql|regex|formula|translation|answer|result|json|list|text|email|post|function)|(?:code|json|sql|text) only|nothing else|(?:in )?(?:one|a single) block',
    de: 'format|trenne (?:die |den |das )?\\p{L}+ von|gruppier\\p{L}*|(?:eine|zwei|ein bis zwei|ein oder zwei) zeilen? (?:pro|je|für jeden|für jede) (?:woche|punkt|tag|monat|eintrag|schritt)|checkliste|zuerst|codeblock|eigenen zeile|erste zeile|gliedere|nummerierte|drei teile|stichpunkte[n]?|aufzählung|liste|tabelle|überschriften?|abschnitte?|absätze|absatz|gliederung|betreffzeile|schritt für schritt|vorlage|titel|json|markdown|nur (?:den|die|das) (?:code|abfrage|übersetzung|antwort|ergebnis|text|funktion)|nichts weiter|nichts anderes',
    es: 'formato|separa(?:r|ndo)? (?:los |las )?\\p{L}+ de|agrupa(?:r|ndo)? (?:por|lo que)|(?:una|dos)(?: o dos)? líneas? (?:por|para cada) (?:semana|punto|día|mes|elemento|paso)|checklist|lista de (?:verificación|comprobación)|empieza (?:por|con)|enumera|bloque|línea aparte|primera línea|estructura la|disposición|numerados|respuesta directa|tres partes|viñetas|lista numerada|lista|tabla|encabezados?|secciones?|párrafos?|esquema|asunto|paso a paso|plantilla|título|json|markdown|solo (?:el|la) (?:código|consulta|traducción|respuesta|resultado|texto|función)|nada más',
    fr: 'format|s[ée]par(?:er|e|ez|ant) (?:les |la |le )?\\p{L}+ (?:des|de la|du|de)|(?:en )?regroup(?:ant|er|e|ez) (?:par|ce qui)|(?:une|deux)(?: ou deux)? lignes? (?:par|pour chaque) (?:semaine|point|jour|mois|élément|étape)|check-?list|liste de contrôle|commence par|bloc|ligne à part|première ligne|structure la|mise en page|numérotées|réponse directe|trois parties|puces|liste numérotée|liste|tableau|titres?|sections?|paragraphes?|objet|étape par étape|modèle|titre|json|markdown|(?:seulement|uniquement) (?:le|la) (?:code|requête|traduction|réponse|résultat|texte|fonction)|rien d.autre',
    pt: 'formato|separa(?:r|ndo)? (?:os |as )?\\p{L}+ d(?:os|as|o|a|e)|agrupa(?:r|ndo)? (?:por|o que)|(?:uma|duas) linhas?(?: ou (?:duas|uma))? (?:por|para cada) (?:semana|item|ponto|dia|mês|etapa)|checklist|lista de verificação|comece (?:pela|pelo|com)|liste os|bloco|linha própria|primeira linha|estruture|resposta direta|três partes|marcadores|tópicos|lista numerada|lista|tabela|títulos?|seções|parágrafos?|esboço|passo a passo|modelo|json|markdown|(?:apenas|somente) (?:o|a) (?:código|consulta|tradução|resposta|resultado|texto|função)|nada mais',
  },
  length: {
    en: '(?:a |half a )?dozen (?:ideas|names|options|suggestions|examples|questions|tips|titles|taglines|slogans|captions|posts)|\\d+-(?:words?|sentences?|paragraphs?|pages?|lines?)|(?:\\d+|one|two|three|four|five|ten)[- ](?:seconds?|secs?|minutes?|mins?)(?: long)? (?:[\\w-]+ )?(?:script|speech|toast|announcement|read|video|talk|pitch|presentation|intro|ad|spot|reel|skit|sketch|monologue|scene|routine|set|play|sermon|eulogy|performance|song|jingle|piece|sketch)|\\d+(?:\\s?[-\\u2013]\\s?\\d+)?\\s?(?:words?|sentences?|paragraphs?|bullets?|bullet points|lines?|characters?|chars|pages?|tweets?|slides?|minutes?|items?|points?|steps?|ideas|options|names|posts)|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a few|a couple of) (?:words?|sentences?|paragraphs?|bullet points|bullets|lines|points|ideas|steps|options|names|titles|suggestions|examples|tips|questions)|brief|briefly|short|shorter|concise|succinct|one[- ](?:liner|line|sentence|paragraph)|detailed|in[- ]depth|comprehensive|long-form|at most \\d+|no more than \\d+|up to \\d+|under \\d+|max(?:imum)?\\.? \\d+|length|haiku|limerick|sonnet|tweet|(?:one|a single|single) (?:page|side of (?:a4|paper))(?![\\p{L}])',
    de: 'ein (?:dutzend|paar dutzend)|\\d+(?:\\s?[-–]\\s?\\d+)?\\s?(?:wörter[n]?|sätzen?|absätzen?|zeilen|zeichen|seiten|punkten?|stichpunkten?|minuten|ideen|schritten?|sätze)|(?:zwei|drei|vier|fünf|sechs|sieben|acht|zehn) (?:sätzen?|absätzen?|punkten?|stichpunkten?|ideen|zeilen)|länge|kurz|knapp|ausführlich|(?:einem|einen|einer) (?:absatz|satz)|(?:eine|einer) (?:din-a4-)?seite|sonett|haiku',
    es: 'una (?:docena|decena|veintena|quincena|treintena)|\\d+(?:\\s?[-–]\\s?\\d+)?\\s?(?:palabras|frases|oraciones|párrafos|líneas|caracteres|páginas|puntos|minutos|ideas|pasos|viñetas)|(?:dos|tres|cuatro|cinco|diez) (?:frases|puntos|párrafos|ideas|líneas)|extensión|breve|corto|conciso|detallado|tuits?|tweet|(?:un|una) (?:párrafo|frase|línea)|una (?:sola )?(?:página|carilla)|soneto|haiku',
    fr: '(?:une )?(?:dizaine|douzaine|quinzaine|vingtaine|trentaine|cinquantaine|centaine)|\\d+(?:\\s?[-–]\\s?\\d+)?\\s?(?:mots|phrases|paragraphes|lignes|caractères|pages|points|minutes|idées|étapes|puces)|(?:deux|trois|quatre|cinq|dix) (?:phrases|points|paragraphes|idées|lignes)|longueur|court|bref|brève|concis|détaillé|(?:un|une) (?:paragraphe|phrase)|une (?:seule )?page|sonnet|haïku',
    pt: 'uma (?:dúzia|dezena|vintena|quinzena)|\\d+(?:\\s?[-–]\\s?\\d+)?\\s?(?:palavras|frases|parágrafos|linhas|caracteres|páginas|pontos|minutos|ideias|passos|tópicos)|(?:duas|dois|três|quatro|cinco|dez) (?:frases|pontos|parágrafos|ideias|linhas)|extensão|curto|breve|conciso|detalhado|tuíte|tweet|(?:um|uma) (?:parágrafo|frase|linha)|uma (?:só )?página|soneto|haicai|haiku',
  },
  tone: {
    en: 'tone|kind(?! of)|not defensive|(?:don.?t|dont|do not|without|no|not too|not) grovel\\w*|easy-?going|laid[- ]back|(?:don.?t|doesn.?t|does not|do not|without|never|not) (?:get(?:ting)?|sound(?:ing)?|be(?:ing)?|com(?:e|ing) across(?: as)?) (?:too |so |as )?(?:defensive|rude|mean|harsh|cold|preachy|patroni[sz]ing|condescending|snarky|passive.aggressive|bossy)|(?:don.?t|dont|do not) make (?:it|this) sound|apologi[sz](?:e|es|ing) (?:properly|sincerely|genuinely|fully|unreservedly)|sound(?:s|ing)? (?:genuinely |really |properly |suitably )?(?:sorry|apologetic|sincere|grateful|calm)|nicely(?<=(?:reply|respond|write|say|word|put|tell)(?: [\\w-]+){0,3} nicely)|own(?:s|ing)? (?:up to )?(?:the|our|my|this) mistake|without (?:throwing|blaming) (?:\\w+ ){1,3}(?:under the bus)?|non-defensive|tactful|diplomatic|reassuring|supportive|compassionate|sympathetic|formal|informal|casual|friendly|courteous|relaxed|vivid|playful|witty|humorous|humou?r|funny|serious|warm|persuasive|empathetic|conversational|(?:keep it|make it|sound|sounding|be|nice and|short and|light and|friendly and|warm and) (?:chatty|breezy|cheery|cheerful)|(?:chatty|breezy|cheery|cheerful) (?:tone|voice|style|reply|message|email|note|post|caption)|neutral|enthusiastic|upbeat|polite|respectful|factual|matter-of-fact|voice|style|sarcastic|inspiring|motivational|gentle|encouraging|heartfelt|apologetic|confident|authoritative|tongue-in-cheek|quirky|light-hearted|lighthearted|whimsical|melancholic|plain[- ]english|plain language|(?:not|without) (?:sounding |being )?(?:too |so |overly )?(?:robotic|stiff|corporate|pushy|salesy)|human|(?:a bit|a little|slightly|quite|more|polite but|politely|but|be) firm(?:er|ly)?|firm(?:ly)? (?:but|and|tone)|assertive|stern|kindly|(?:be|keep it|stay|sound) (?:kind|nice)|(?:kind|nice) (?:but|and)|patient|patiently|reassuring|supportive|compassionate|sympathetic|caring',
    de: 'ton|tonfall|per du|per sie|(?:freundlich,? )?aber bestimmt|bestimmte[rn]? ton|energisch\\p{L}*|förmlich\\p{L}*|locker\\p{L}*|freundlich\\p{L}*|humorvoll\\p{L}*|witzig\\p{L}*|sachlich\\p{L}*|herzlich\\p{L}*|höflich\\p{L}*|du-form|sie-form|duzen|siezen|lebendig\\p{L}*|präzise|nett\\p{L}*|persönlich\\p{L}*|menschlich\\p{L}*|natürlich\\p{L}*',
    es: 'tono|tute\\p{L}*|de usted|(?:un poco|algo|más|bastante) firme|firme pero|contundente|formal|informal|amable|cercan[oa]|divertid[oa]|seri[oa]|cálid[oa]|relajad[oa]|cortés|viv[oa]|educad[oa]|cordial|simpátic[oa]|amistos[oa]|sin parecer (?:un )?robot|(?:que )?suene humano|humano|natural',
    fr: 'ton|tutoy\\p{L}*|vouvoy\\p{L}*|tutoi\\p{L}*|vouvoi\\p{L}*|bienveillant\\p{L}*|(?:un peu|assez|plus|très) ferme|ferme mais|fermement|formel(?:le)?|informel(?:le)?|amical(?:e|es|ement)?|drôle|sérieu(?:x|se)|chaleureu(?:x|se|ses|sement)|tutoiement|vouvoiement|détendue?|courtoise?|vivante?|poli|polie|aimable|sympa|cordiale?|humaine?|naturel(?:le)?',
    pt: 'tom|(?:um pouco|mais|bem) firme|firme mas|enérgico|formal|informal|amigável|descontraíd[oa]|séri[oa]|calorosa?|simpátic[oa]|cordial|cortês|vivo|educad[oa]|gentil|sem parecer (?:um )?robô|(?:que )?soe humano|humano|natural',
  },
  constraints: {
    en: "(?:say|state|note|mention|explain) (?:how|which|whether|what)|handled|robust to|anchor it|must|must not|never|only|avoid|do not|don't|doesn't need|without|at least|at most|no more than|exclude|ensure|make sure|required|mandatory|limit(?:ed)? to|stick to|keep (?:it|the|every|all|names|them|to|within)|handle|respect|no (?:jargon|emojis?|hashtags|prices|markdown|bullet points|code|external|more than|less than|dependencies|libraries|clich\\u00e9s|cliches)",
    de: 'muss|müssen|nicht|kein(?:e|en|er)?|nur|ohne|vermeide|höchstens|mindestens|achte darauf|behalte|sag,? (?:wie|welche|ob|was)|behandelt|behandle|robust|halte dich|lass',
    es: 'debe|deben|nunca|solo|sólo|sin|evita|al menos|como máximo|asegúrate|mantén|conserva|indica cómo|di (?:qué|cómo|cuál)|gestiona|robusta|respeta|no (?:prometas|uses|incluyas|inventes)',
    fr: 'doit|doivent|jamais|uniquement|seulement|sans|évite|au moins|au plus|assure-toi|garde|conserve|précise comment|dis (?:comment|quel|si|ce)|gère|robuste|respecte|ne (?:promets|mets|dépasse|change)',
    pt: 'deve|devem|nunca|apenas|somente|sem|evite|pelo menos|no máximo|certifique-se|mantenha|diga (?:como|qual|se|o que)|trate|robusta|respeite|não (?:prometa|use|inclua|invente)',
  },
  examples: {
    en: 'for example|e\\.g\\.|for instance|examples?:|example (?:headline|output|input|answer|email|post|line|sentence|of|below)|here (?:is|are) (?:an? )?(?:example|sample)s?|samples?:|like this:|input:|output:|such as',
    de: 'zum beispiel|z\\. ?b\\.|beispiele?:|etwa so:',
    es: 'por ejemplo|ejemplos?:|como este:',
    fr: 'par exemple|exemples? ?:|comme ceci',
    pt: 'por exemplo|exemplos?:|como este:',
  },
  'success-criteria': {
    en: 'success|success criteria|acceptance criteria|criteria for success|criteria:|should be able to|done when|acceptance|measured by|a good (?:answer|result|response|email|post|reply) (?:is|should)|must pass|tests? (?:pass|should pass)|the (?:result|answer|output|code|query|reply) (?:must|should)|checklist|before (?:you )?(?:answer|finish|reply)|quality bar|i will (?:judge|measure|check)',
    de: 'erfolg|kriterien|gilt als erledigt|soll(?:te)? danach',
    es: 'éxito|criterios|debe poder',
    fr: 'succès|critères|doit pouvoir',
    pt: 'sucesso|critérios|deve poder',
  },
};

const LANGS: readonly Lang[] = ['en', 'de', 'es', 'fr', 'pt'];
const compiled = new Map<string, RegExp>();

/** The element's phrases for a prompt in `language`: English plus that language (all five otherwise). */
function patternFor(id: Exclude<ElementId, 'inputs'>, language: string): RegExp {
  const key = `${id}:${language}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const langs: readonly Lang[] =
    language === 'en'
      ? ['en']
      : (LANGS as readonly string[]).includes(language)
        ? ['en', language as Lang]
        : LANGS;
  const source = langs
    .map((lang) => SOURCES[id][lang])
    .filter((part): part is string => !!part)
    .join('|');
  const pattern = rx(source);
  compiled.set(key, pattern);
  return pattern;
}

// Words that name an element without saying anything about it ("Audience: everyone",
// "Tone: good", "Example: example"), in the five scaffold languages.
export const EMPTY_VALUE_WORDS: ReadonlySet<string> = new Set(
  (
    'good great nice best perfect amazing awesome excellent appropriate relevant suitable proper correct right ' +
    'high-quality quality world-class top-notch expert experts helpful assistant ai everyone anyone everybody ' +
    'anybody people person someone all general generic audience format formatted tone style constraint constraints ' +
    'example examples none nothing n/a na tbd todo whatever any anything stuff things thing something some ' +
    'default normal standard usual regular happy satisfied works working useful interesting role goal purpose ' +
    'objective context background success criteria length output input rules requirement requirements ' +
    'detailed follow instructions answer response result best-in-class ultimate professional expert-level ' +
    'gut gute guten toll schön perfekt passend jeder jede keine nichts egal irgendwas ' +
    'bueno buena bien perfecto adecuado todos cualquiera nada ninguno ' +
    'bon bonne bien parfait approprié tous rien aucun ' +
    'bom boa bem perfeito adequado qualquer nenhum'
  ).split(' '),
);

/** Words of a span that say something: no stopwords, no empty values, no one-letter tokens. */
export function meaningfulWords(text: string): string[] {
  return words(text).filter(
    (word) => word.length > 1 && !STOPWORDS.has(word) && !EMPTY_VALUE_WORDS.has(word),
  );
}

/** Up to 12 words after a phrase, to the end of its sentence or line. */
function valueAfter(text: string, end: number): string {
  const rest = text.slice(end, end + 160);
  const stop = /[.!?;\n]/.exec(rest);
  return (stop ? rest.slice(0, stop.index) : rest).split(/\s+/).slice(0, 13).join(' ');
}

function substanceOf(count: number, full: number): number {
  if (count >= full) return 1;
  if (count === 0) return 0;
  return Math.round((0.3 + (0.7 * count) / full) * 100) / 100;
}

// How many meaningful words make an element fully specified.
const FULL_AT: Record<Exclude<ElementId, 'inputs'>, number> = {
  role: 1,
  goal: 1,
  audience: 1,
  context: 2,
  format: 1,
  length: 1,
  tone: 1,
  constraints: 1,
  examples: 1,
  'success-criteria': 2,
};

// The phrase alone carries the substance (a numeric length, a format noun, a tone adjective,
// an audience noun); the words after it are judged for the rest.
function phraseCarries(id: Exclude<ElementId, 'inputs'>, phrase: string): number {
  const lower = phrase.toLowerCase();
  switch (id) {
    case 'length':
      return /\d/.test(lower) ? 1 : /^(?:length|länge)$/.test(lower) ? 0 : 0.7;
    case 'format':
      return /^(?:format|formatted|structured?|formato)$/.test(lower) ? 0 : 1;
    case 'tone':
      return /^(?:tone|ton|tono|tom|voice|style)$/.test(lower) ? 0 : 1;
    case 'audience': {
      const content = meaningfulWords(phrase);
      if (/^(?:audience|zielgruppe|público objetivo|public cible|público-alvo)$/.test(lower))
        return 0;
      return content.length > 0 ? 1 : 0;
    }
    case 'examples':
      return /^(?:input|output):$/.test(lower) ? 0.6 : 0;
    case 'role': {
      const content = meaningfulWords(phrase);
      return content.length > 0 ? 1 : 0;
    }
    default:
      return 0;
  }
}

const SECTION_ELEMENT: Partial<Record<SectionKey, Exclude<ElementId, 'inputs'>>> = {
  role: 'role',
  goal: 'goal',
  audience: 'audience',
  context: 'context',
  examples: 'examples',
  format: 'format',
  length: 'length',
  tone: 'tone',
  constraints: 'constraints',
  'success-criteria': 'success-criteria',
};

/**
 * What an example cue really gives: its first clause without [placeholders]. "Such as [date]
 * or [name]" shows no example; "such as pizza or pasta" does.
 */
function exampleValue(value: string): string {
  return (value.split(/[,;.:]/)[0] ?? '').replace(/\[[^\]\n]*\]/g, ' ');
}

// A data format named as what the user already has ("reading the csv", "our orders table",
// "parse this json") says what comes in, not how the answer should look.
const DATA_FORMAT_WORD = /^(?:csv|json|yaml|xml|html|tables?)$/i;
const POINTED_AT = /\b(?:the|this|that|these|those|my|our|your)\s+(?:[\w-]+\s+)?$/i;

// In a prompt about a database, "the users table" is data the query reads; only "as a table" or
// "into a table" is the answer's layout.
const DATABASE =
  /\b(?:sql|query|queries|database|db|mysql|postgres\w*|sqlite|bigquery|snowflake)\b/i;
const LAYOUT_BEFORE = /\b(?:a|an|into|as|in one|one)\s+(?:[\w-]+\s+)?$/i;

function namesTheInput(text: string, index: number, phrase: string): boolean {
  if (!DATA_FORMAT_WORD.test(phrase)) return false;
  // A file's extension ("appointments_march.csv") names a file the user has.
  if (text[index - 1] === '.') return true;
  const before = text.slice(Math.max(0, index - 40), index);
  if (POINTED_AT.test(before)) return true;
  return /^tables?$/i.test(phrase) && DATABASE.test(text) && !LAYOUT_BEFORE.test(before);
}

const LINKS = /\b(?:https?:\/\/|www\.)\S+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const MAX_HITS_PER_ELEMENT = 4;

function judge(
  id: Exclude<ElementId, 'inputs'>,
  text: string,
  doc: ParsedDocument,
  language: string,
): ElementHit {
  let best: ElementHit = { id, present: false, substance: 0 };
  // A section of that kind counts by its content.
  for (const section of doc.sections) {
    if (!section.key || SECTION_ELEMENT[section.key] !== id) continue;
    const content = section.lines.join(' ');
    const carried = id === 'length' && /\d/.test(content) ? 1 : 0;
    const substance = Math.max(carried, substanceOf(meaningfulWords(content).length, FULL_AT[id]));
    if (substance > best.substance) {
      best = {
        id,
        present: substance > 0,
        named: true,
        substance,
        evidence: `section "${section.label}"`,
      };
    } else {
      best.named = true;
    }
  }
  if (best.substance >= 1) return best;
  const pattern = patternFor(id, language);
  pattern.lastIndex = 0;
  let seen = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    if (match[0].length === 0) pattern.lastIndex += 1;
    seen += 1;
    best.named = true;
    const phrase = match[0];
    if (id === 'format' && namesTheInput(text, match.index, phrase)) continue;
    const end = (match.index ?? 0) + phrase.length;
    const carried = phraseCarries(id, phrase);
    const value = meaningfulWords(
      id === 'examples' ? exampleValue(valueAfter(text, end)) : valueAfter(text, end),
    ).length;
    // A phrase that carries its own substance ("formal", "a table", "200 words") counts as is;
    // a bare label ("Tone:", "Format:") counts by what follows it.
    const substance = carried > 0 ? carried : substanceOf(value, FULL_AT[id]);
    if (substance > best.substance)
      best = { id, present: substance > 0, named: true, substance, evidence: phrase };
    if (best.substance >= 1 || seen >= MAX_HITS_PER_ELEMENT) break;
  }
  pattern.lastIndex = 0;
  return best;
}

// Supplied material: a fence, tags around content, a quoted passage, inline code, a table, code
// or a stack trace, an input section, or text pasted after the request's colon.
const MATERIAL = [
  /```[\s\S]*?```|"""[\s\S]*?"""|~~~[\s\S]*?~~~/,
  /<([a-z_][\w-]*)>\s*\S[\s\S]*?<\/\1>/i,
  /"[^"\n]{12,}"|“[^”\n]{12,}”|„[^“”\n]{12,}[“”]|«[^»\n]{12,}»|(?<=^|[\s(:])'[^'\n]{12,}'(?=$|[\s).,;:!?])/,
  /^\s*\|.+\|\s*$/m,
  /`[^`\n]{3,}`/,
];

// The words before a colon that announce pasted material ("these notes:", "the text below:").
const ANNOUNCES_MATERIAL =
  /(?<![\p{L}])(?:text|code|e-?mail|message|notes|transcript|data|draft|paragraph|article|review|feedback|post|letter|essay|story|snippet|function|query|logs?|error|output|sentences?|passage|document|excerpt|copy|bio|following|below|this|these|here|it|them|text|nachricht|notizen|daten|entwurf|absatz|folgende[ns]?|diese[ns]?|hier|texto|código|mensaje|notas|datos|borrador|párrafo|siguiente|esto|este|aquí|texte|données|brouillon|paragraphe|suivant|ceci|voici|mensagem|dados|rascunho|parágrafo|seguinte|isto|aqui|anotações|apontamentos|apuntes)\s*$/iu;

// "these notes", "the following text", "this email": the request points at what follows.
// Words under a blank line that make pasted text, not a stray line.
const PASTED_TEXT_WORDS = 20;
const POINTERS =
  /(?<![\p{L}])(?:this|these|the following|below|my|our|dies(?:e[nrs]?)?|folgende[nr]?|meine?[nr]?|unsere?[nr]?|este|esta|estos|estas|mi|mis|siguiente|ce|cet|cette|ces|mon|ma|mes|suivant[es]?|isto|esse|essa|esses|essas|estes|meu|minha|meus|minhas|seguinte)(?![\p{L}])/iu;

// A request under its text that points back at it: "^", "above", "this", "that".
const POINTS_BACK =
  /^\s*\^|(?<![\p{L}])(?:above|this|that|these|those|it|oben|dies(?:e[nrs]?)?|das|arriba|esto|este|esta|ci-dessus|ceci|ce|cet|cette|acima|isto|isso|este|esta)(?![\p{L}])/iu;

const POINTS_AT_ITEMS =
  /(?<![\p{L}])(?:these|them|the following|below|diese|estos|estas|ces|estes|estas)(?![\p{L}])/iu;

// A line of code or configuration: an upper-case keyword and its argument ("FROM node:latest",
// "RUN npm install"), a key and its value ("port: 8080", "DEBUG=1"), a statement ending in ";",
// "{" or "}", or an arrow or call. Never a list item or a sentence.
const CODEISH_LINE =
  /^(?![-*•]\s|\d+[.)]\s)(?:[A-Z]{2,}\s+\S.*|[\w.-]+\s*[:=]\s*\S+|.*[;{}]|.*=>.*|[\w.]+\([^)]*\).*)$/;

const ROLE_LINE =
  /^(?:#+\s*\S+\s*$|\*\*|you are|you're|act as|as an? |du bist|sie sind|eres|actúa como|tu es|vous êtes|você é|atue como)/iu;

/** The first line of the request itself (after a role line and headings). */
function requestLine(lines: readonly string[]): number {
  return lines.findIndex((line) => line.trim().length > 0 && !ROLE_LINE.test(line.trim()));
}

/** A tagged block that holds only a placeholder: where material is still to be pasted. */
export const OPEN_MATERIAL_BLOCK = /<([a-z_][\w-]*)>\s*\[[^\]\n]*\]\s*<\/\1>/i;

/** Whether the prompt supplies the material the task works on, and how it shows. */
export function detectMaterial(text: string, doc?: ParsedDocument): ElementHit {
  const id = 'inputs' as const;
  // A tagged block that only holds a placeholder ("<code>[paste the code here]</code>") is a
  // slot left open, not material.
  const checked = text.includes('<')
    ? text.replace(new RegExp(OPEN_MATERIAL_BLOCK, 'gi'), ' ')
    : text;
  for (const pattern of MATERIAL) {
    const match = pattern.exec(checked);
    if (match) return { id, present: true, substance: 1, evidence: match[0].slice(0, 40) };
  }
  if (hasCodeMaterial(checked)) return { id, present: true, substance: 1, evidence: 'code' };
  const section = doc?.sections.find(
    (candidate) =>
      candidate.key === 'inputs' && meaningfulWords(candidate.lines.join(' ')).length > 0,
  );
  if (section) return { id, present: true, substance: 1, evidence: `section "${section.label}"` };
  // Text pasted after the request's own colon ("Summarise these notes: ...", "Proofread: ...").
  const lines = checked.split('\n');
  const at = requestLine(lines);
  const line = lines[at] ?? '';
  const colon = line.indexOf(':');
  // "KeyError: 'sku_id'" inside a sentence: the colon is the error's, not the request's.
  if (colon > 0 && !/\w(?:Error|Exception|Warning)$/.test(line.slice(0, colon))) {
    const before = line.slice(0, colon);
    const after = line.slice(colon + 1).trim();
    const following = lines
      .slice(at + 1)
      .join(' ')
      .trim();
    const label = sectionKeyOf(before.replace(/^[#*\s]+|[*\s]+$/g, ''));
    const announced =
      (label === undefined || label === 'inputs') &&
      (ANNOUNCES_MATERIAL.test(before) ||
        POINTERS.test(before) ||
        before.trim().split(/\s+/).length <= 4);
    // Eight words or more after the colon are the material whatever announced them
    // ("…with the open tasks: we discussed the new site, Laura writes the copy, …").
    const long = after.split(/\s+/).length >= 8;
    if (
      (announced || long) &&
      (after.length >= 12 || (after.length === 0 && following.length >= 12))
    ) {
      return { id, present: true, substance: 1, evidence: 'text after the request' };
    }
  }
  // Lines pasted under a request that points at them ("review my Dockerfile" and then
  // "FROM node:latest / RUN npm install"): lines that read as code or configuration, not prose.
  if (POINTERS.test(line)) {
    const pasted = lines.slice(at + 1).filter((candidate) => candidate.trim().length > 0);
    const codeish = pasted.filter((candidate) => CODEISH_LINE.test(candidate.trim())).length;
    if (pasted.length >= 2 && codeish * 2 >= pasted.length) {
      return { id, present: true, substance: 1, evidence: 'lines pasted under the request' };
    }
  }
  // List items typed under a request that points at them ("make these sound less boring for my
  // cv" over "- responsible for stock"): the items are the text to work on (a blind-panel round).
  if (POINTS_AT_ITEMS.test(line)) {
    const pasted = lines.slice(at + 1).filter((candidate) => candidate.trim().length > 0);
    if (pasted.length >= 2 && pasted.every((candidate) => LIST_ITEM.test(candidate))) {
      return { id, present: true, substance: 1, evidence: 'items listed under the request' };
    }
  }
  // Prose pasted under a short request that points at it ("tldr this pls", then a paragraph):
  // the paragraph is the text to work on.
  if (pastedProseStart(checked) >= 0) {
    return { id, present: true, substance: 1, evidence: 'text pasted under the request' };
  }
  // A rule line between the request and the text ("tldr?? do i need to order now", "---", a
  // supplier's letter): what stands under the rule is the material (round 191 asked for it as
  // if no text had been given).
  const ruled = /\n[ \t]*[-*_=]{3,}[ \t]*\n/.exec(checked);
  if (ruled && ruled.index > 0 && words(checked.slice(ruled.index)).length >= PASTED_TEXT_WORDS) {
    return { id, present: true, substance: 1, evidence: 'text pasted under the request' };
  }
  // A longer request that points at its text ("rewrite this job ad so it sounds less corporate
  // …"), then the text after a blank line: the text is there whatever the request's length.
  const breakAt = checked.search(/\n\s*\n/);
  if (
    breakAt > 0 &&
    POINTERS.test(checked.slice(0, breakAt)) &&
    words(checked.slice(breakAt)).length >= PASTED_TEXT_WORDS
  ) {
    return { id, present: true, substance: 1, evidence: 'text pasted under the request' };
  }
  // The text first, then the request pointing back at it ("^ can you translate this into
  // spanish", "…the email above"): the text is there, above the request.
  const lastBreak = checked.search(/\n\s*\n(?![\s\S]*\n\s*\n)/);
  if (
    lastBreak > 0 &&
    POINTS_BACK.test(checked.slice(lastBreak)) &&
    words(checked.slice(0, lastBreak)).length >= PASTED_TEXT_WORDS
  ) {
    return { id, present: true, substance: 1, evidence: 'text pasted above the request' };
  }
  // "tldr pls" or "summarise pls" alone under the text: the text above is the material.
  if (pastedProseEnd(checked) >= 0) {
    return { id, present: true, substance: 1, evidence: 'text pasted above the request' };
  }
  if (/\bhttps?:\/\/\S+/.test(checked))
    return { id, present: true, substance: 0.6, evidence: 'a link' };
  return { id, present: false, substance: 0 };
}

/** Which elements the text has, each with the phrase that showed it and its substance. */
export function detectElements(
  text: string,
  doc: ParsedDocument = parseSections(text),
  language = 'en',
  instructions: string = text,
): ElementHit[] {
  // Words inside links and addresses ("example.com") say nothing about the prompt; neither do
  // the words of pasted material (`instructions` has it blanked out).
  const plain =
    instructions.includes('@') || instructions.includes('http') || instructions.includes('www.')
      ? instructions.replace(LINKS, ' ')
      : instructions;
  return ELEMENT_IDS.map((id) =>
    id === 'inputs' ? detectMaterial(text, doc) : judge(id, plain, doc, language),
  );
}
