/** Neutral, safe-for-work word lists (mostly Dutch, some English) the performer generator draws from. */

export const FEMALE_NAMES: readonly string[] =
  'Anouk Sanne Lotte Fleur Iris Eva Femke Lieke Noor Sophie Emma Julia Lisa Mila Tess Roos Isa Sara Nina Maud Floor Lynn Demi Kim Bente Esmee Jasmijn Merel Yara Lana Chloe Amber Zoe Luna Elin Fenna Vera Hanna Ilse Jade Kiki Linde Naomi Puck Quinty Rosa Silke Tamara Ursula Vivian Wendy Xena Yvonne Zara Bella Carmen Daphne Elena Grace Holly'.split(
    ' ',
  );

export const MALE_NAMES: readonly string[] =
  'Daan Sem Lucas Milan Levi Finn Thijs Jesse Bram Ruben Tom Max Lars Niels Joris Koen Mark Sven Rick Tim'.split(
    ' ',
  );

export const CITIES: readonly string[] =
  'Amsterdam,Rotterdam,Utrecht,Den Haag,Eindhoven,Groningen,Tilburg,Almere,Breda,Nijmegen,Haarlem,Arnhem,Zwolle,Leiden,Maastricht,Antwerpen,Gent,Brugge,Leuven,Hasselt,Keulen,Düsseldorf'.split(
    ',',
  );

export const DRINKS = [
  'cappuccino',
  'verse muntthee',
  'rode wijn',
  'spa rood',
  'smoothie',
  'chocomel',
  'ijsthee',
];
export const FOOD = ['sushi', 'pizza', 'pannenkoeken', 'pasta', 'stamppot', 'tapas', 'Thais', 'salade'];
export const MUSIC = ['pop', 'jazz', 'house', 'r&b', 'indie', 'klassiek', 'nederpop', 'rock'];
export const HOBBIES = [
  'fietsen',
  'koken',
  'lezen',
  'yoga',
  'fotografie',
  'reizen',
  'dansen',
  'tekenen',
  'wandelen',
  'zwemmen',
  'gamen',
  'tuinieren',
];
export const LIFE_GOALS = [
  'Een eigen bakkerij openen',
  'De wereld rondreizen',
  'Een boek schrijven',
  'Een huisje aan zee',
  'Elke dag iets nieuws leren',
  'Travel the world',
];
export const MOTTOS = [
  'Geniet van de kleine dingen',
  'Altijd blijven lachen',
  'Carpe diem',
  'Wie niet waagt, wie niet wint',
  'Be yourself',
  'Rustig aan, dan breekt het lijntje niet',
];
export const NICEST_ABOUT_ME = [
  'mijn lach',
  'mijn ogen',
  'mijn humor',
  'mijn geduld',
  'my smile',
  'mijn kookkunst',
];
export const NICEST_ABOUT_MEN = [
  'humor',
  'een goed gesprek',
  'zelfvertrouwen',
  'eerlijkheid',
  'kindness',
  'mooie handen',
];
export const PERSONALITIES = [
  'vrolijk',
  'verlegen',
  'spontaan',
  'avontuurlijk',
  'rustig',
  'ondeugend',
  'romantisch',
];
export const PETS = ['kat', 'hond', 'konijn', 'geen', 'goudvis', 'parkiet'];
export const RELATIONSHIPS = ['single', 'getrouwd', 'in een relatie', 'het is ingewikkeld'];
export const TURNOFFS = ['onbeleefdheid', 'haast', 'slechte grappen', 'arrogantie', 'liegen', 'rudeness'];
export const WEBCAMMING = [
  'voor de gezelligheid',
  'om nieuwe mensen te leren kennen',
  'omdat ik het leuk vind',
  'for fun',
];
export const MAN_TYPES = ['sportief', 'romantisch', 'grappig', 'intellectueel', 'stoer', 'lief'];
export const SEX_LOCATIONS = ['thuis', 'op vakantie', 'zeg ik liever niet', 'verrassing'];
export const SEX_POSITIONS = ['zeg ik liever niet', 'verrassing', 'romantisch'];
export const SEXUAL_PREFERENCES = ['mannen', 'vrouwen', 'iedereen', 'zeg ik liever niet'];
export const KINKY_ATTRIBUTES = ['rollenspel', 'kostuums', 'dansen', 'massage', 'hoge hakken', 'lingerie'];
export const SHOW_TYPES = ['praten', 'dansen', 'cosplay', 'zingen', 'toy', 'rollenspel'];

/** Western zodiac signs by the day of the year each one starts (month, day). */
export const ZODIAC: readonly [number, number, string][] = [
  [1, 20, 'waterman'],
  [2, 19, 'vissen'],
  [3, 21, 'ram'],
  [4, 20, 'stier'],
  [5, 21, 'tweelingen'],
  [6, 21, 'kreeft'],
  [7, 23, 'leeuw'],
  [8, 23, 'maagd'],
  [9, 23, 'weegschaal'],
  [10, 23, 'schorpioen'],
  [11, 22, 'boogschutter'],
  [12, 22, 'steenbok'],
];

/** Neutral replies performers send to private messages, by language. */
export const REPLIES: Record<'nl' | 'en', readonly string[]> = {
  nl: [
    'Hoi! Leuk dat je me een berichtje stuurt 😊',
    'Dank je wel! Hoe is je dag tot nu toe?',
    'Haha, wat grappig. Vertel eens meer over jezelf!',
    'Ik ben straks weer online, kom je gedag zeggen?',
    'Lief van je! Wat zijn jouw hobby’s?',
  ],
  en: [
    'Hi! Nice of you to send me a message 😊',
    'Thank you! How is your day going?',
    'Haha, that is funny. Tell me more about yourself!',
    'I will be online later, come and say hello?',
    'Sweet of you! What are your hobbies?',
  ],
};
