import type { DemoFilm } from '../types.js';

/**
 * Spanish and Latin American cinema, with the same conventions as FAMOUS_FILMS: films by Spanish
 * and Latin American directors, their English-language ones included. A person whose IMDb id no
 * reachable source pairs with the name is credited by name, with a null id (see DemoPerson).
 */
export const HISPANIC_FILMS: DemoFilm[] = [
  {
    imdb: 275491,
    nom: 'La mala educación',
    nomo: 'La mala educación',
    nomen: 'Bad Education',
    anio: 2004,
    dura: 106,
    gens: ['CR', 'DR', 'MI'],
    rate: 7.4,
    votos: 50000,
    arg:
      'En el Madrid de 1980, un joven director de cine recibe la visita de un actor que dice ser ' +
      'Ignacio, su amigo de la infancia en un colegio de curas. Trae consigo un relato sobre los ' +
      'abusos de un profesor y sobre el amor que ambos se tuvieron. A medida que el director prepara ' +
      'la película, empieza a dudar de quién es en realidad aquel visitante.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [305558, 'Gael García Bernal'],
        [null, 'Fele Martínez'],
        [null, 'Daniel Giménez Cacho'],
        [null, 'Lluís Homar'],
        [null, 'Javier Cámara'],
      ],
      w: [[264, 'Pedro Almodóvar']],
      c: [
        [null, 'Alberto Iglesias'],
        [3900, 'José Luis Alcaine'],
      ],
    },
    cols: {},
  },
  {
    imdb: 118819,
    nom: 'Carne trémula',
    nomo: 'Carne trémula',
    nomen: 'Live Flesh',
    anio: 1997,
    dura: 103,
    gens: ['CR', 'DR', 'RO'],
    rate: 7.2,
    votos: 32000,
    arg:
      'Víctor, un repartidor de pizzas, acude a casa de una chica con la que pasó una noche y un ' +
      'forcejeo acaba con un disparo que deja paralítico a un policía. Tras años en la cárcel, sale ' +
      'decidido a recuperar a Elena, que ahora vive con el agente herido. Los celos y la culpa unen ' +
      'de nuevo a los cinco personajes de aquella tarde.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [849, 'Javier Bardem'],
        [null, 'Francesca Neri'],
        [null, 'Liberto Rabal'],
        [null, 'Ángela Molina'],
        [null, 'José Sancho'],
        [4851, 'Penélope Cruz'],
      ],
      w: [
        [264, 'Pedro Almodóvar'],
        [null, 'Ray Loriga'],
        [null, 'Jorge Guerricaechevarría'],
        [null, 'Ruth Rendell'],
      ],
      c: [
        [null, 'Alberto Iglesias'],
        [null, 'Affonso Beato'],
      ],
    },
    cols: {},
  },
  {
    imdb: 913425,
    nom: 'Los abrazos rotos',
    nomo: 'Los abrazos rotos',
    nomen: 'Broken Embraces',
    anio: 2009,
    dura: 127,
    gens: ['DR', 'RO', 'SU'],
    rate: 7.1,
    votos: 45000,
    arg:
      'Harry Caine es un guionista ciego que años atrás firmaba sus películas con otro nombre. La ' +
      'muerte de un poderoso financiero le obliga a recordar el rodaje en el que se enamoró de Lena, ' +
      'la amante de aquel hombre y protagonista de su última obra. Entre celos, cintas grabadas a ' +
      'escondidas y un accidente en Lanzarote se reconstruye aquella historia truncada.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [4851, 'Penélope Cruz'],
        [null, 'Lluís Homar'],
        [null, 'Blanca Portillo'],
        [null, 'José Luis Gómez'],
        [null, 'Rubén Ochandiano'],
      ],
      w: [[264, 'Pedro Almodóvar']],
      c: [
        [null, 'Alberto Iglesias'],
        [null, 'Rodrigo Prieto'],
      ],
    },
    cols: {},
  },
  {
    imdb: 4326444,
    nom: 'Julieta',
    nomo: 'Julieta',
    nomen: 'Julieta',
    anio: 2016,
    dura: 99,
    gens: ['DR'],
    rate: 7.0,
    votos: 36000,
    arg:
      'A punto de dejar Madrid para siempre, Julieta se cruza con una amiga de su hija Antía, a la ' +
      'que no ve desde hace doce años. El encuentro le hace cambiar de planes y escribir a la hija ' +
      'ausente todo lo que nunca le contó. Así revive su juventud, la muerte de su marido y la culpa ' +
      'que ha marcado a las dos.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [null, 'Emma Suárez'],
        [null, 'Adriana Ugarte'],
        [null, 'Daniel Grao'],
        [null, 'Inma Cuesta'],
        [334882, 'Darío Grandinetti'],
      ],
      w: [
        [264, 'Pedro Almodóvar'],
        [null, 'Alice Munro'],
      ],
      c: [
        [null, 'Alberto Iglesias'],
        [null, 'Jean-Claude Larrieu'],
      ],
    },
    cols: {},
  },
  {
    imdb: 12618926,
    nom: 'Madres paralelas',
    nomo: 'Madres paralelas',
    nomen: 'Parallel Mothers',
    anio: 2021,
    dura: 123,
    gens: ['DR'],
    rate: 7.0,
    votos: 50000,
    arg:
      'Janis, una fotógrafa de cuarenta años, y Ana, una adolescente asustada, dan a luz el mismo ' +
      'día en un hospital de Madrid y se hacen amigas. Meses después, una sospecha sobre la ' +
      'paternidad lleva a Janis a descubrir algo que cambia la vida de ambas. Al mismo tiempo, ' +
      'lucha por abrir la fosa común donde yace su bisabuelo, fusilado en la Guerra Civil.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [4851, 'Penélope Cruz'],
        [null, 'Milena Smit'],
        [null, 'Israel Elejalde'],
        [null, 'Aitana Sánchez-Gijón'],
        [null, 'Rossy de Palma'],
      ],
      w: [[264, 'Pedro Almodóvar']],
      c: [
        [null, 'Alberto Iglesias'],
        [3900, 'José Luis Alcaine'],
      ],
    },
    cols: {},
  },
  {
    imdb: 103030,
    nom: 'Tacones lejanos',
    nomo: 'Tacones lejanos',
    nomen: 'High Heels',
    anio: 1991,
    dura: 112,
    gens: ['CO', 'CR', 'DR'],
    rate: 7.1,
    votos: 25000,
    arg:
      'Becky del Páramo, una cantante famosa, vuelve a Madrid tras quince años en México y se ' +
      'reencuentra con su hija Rebeca, que se ha casado con un antiguo amante de su madre. Cuando el ' +
      'marido aparece asesinado, un juez muy peculiar investiga a las dos mujeres. Madre e hija ' +
      'tendrán que ajustar cuentas con todo lo que nunca se dijeron.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [null, 'Victoria Abril'],
        [null, 'Marisa Paredes'],
        [null, 'Miguel Bosé'],
        [null, 'Feodor Atkine'],
        [null, 'Bibiana Fernández'],
      ],
      w: [[264, 'Pedro Almodóvar']],
      c: [
        [null, 'Ryuichi Sakamoto'],
        [null, 'Alfredo Mayo'],
      ],
    },
    cols: {},
  },
  {
    imdb: 91495,
    nom: 'Matador',
    nomo: 'Matador',
    nomen: 'Matador',
    anio: 1986,
    dura: 106,
    gens: ['CR', 'DR'],
    rate: 6.8,
    votos: 15000,
    arg:
      'Diego, un torero retirado por una cogida, enseña a matar toros y sólo encuentra placer ' +
      'ligado a la muerte. Ángel, uno de sus alumnos, tímido y atormentado, se acusa de unos ' +
      'crímenes que no ha cometido. La abogada que lo defiende comparte con el maestro un secreto ' +
      'tan peligroso como su atracción mutua.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [null, 'Assumpta Serna'],
        [104, 'Antonio Banderas'],
        [null, 'Nacho Martínez'],
        [null, 'Eva Cobo'],
        [null, 'Julieta Serrano'],
        [null, 'Carmen Maura'],
      ],
      w: [
        [264, 'Pedro Almodóvar'],
        [null, 'Jesús Ferrero'],
      ],
      c: [
        [null, 'Bernardo Bonezzi'],
        [null, 'Ángel Luis Fernández'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1189073,
    nom: 'La piel que habito',
    nomo: 'La piel que habito',
    nomen: 'The Skin I Live In',
    anio: 2011,
    dura: 120,
    gens: ['DR', 'TE', 'SU'],
    rate: 7.6,
    votos: 220000,
    arg:
      'Robert Ledgard, un cirujano plástico de prestigio, trabaja en secreto en una piel ' +
      'artificial capaz de resistir quemaduras. En su mansión de Toledo mantiene encerrada a Vera, ' +
      'la mujer en la que prueba sus injertos. El origen de esa obsesión y la verdadera identidad de ' +
      'la prisionera se descubren poco a poco.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [104, 'Antonio Banderas'],
        [null, 'Elena Anaya'],
        [null, 'Marisa Paredes'],
        [null, 'Jan Cornet'],
        [null, 'Roberto Álamo'],
      ],
      w: [
        [264, 'Pedro Almodóvar'],
        [null, 'Thierry Jonquet'],
      ],
      c: [
        [null, 'Alberto Iglesias'],
        [3900, 'José Luis Alcaine'],
      ],
    },
    cols: {},
  },
  {
    imdb: 5580390,
    nom: 'La forma del agua',
    nomo: 'The Shape of Water',
    nomen: 'The Shape of Water',
    anio: 2017,
    dura: 123,
    gens: ['DR', 'FN', 'RO'],
    rate: 7.3,
    votos: 450000,
    arg:
      'Baltimore, 1962: Elisa, una mujer muda que limpia un laboratorio secreto del gobierno, ' +
      'descubre que allí retienen a una criatura anfibia capturada en el Amazonas. Entre huevos ' +
      'cocidos y discos de jazz nace entre ellos una relación que nadie más entiende. Cuando los ' +
      'militares deciden diseccionar al ser, Elisa planea sacarlo de allí con ayuda de sus amigos.',
    pers: {
      d: [[868219, 'Guillermo del Toro']],
      a: [
        [1020089, 'Sally Hawkins'],
        [788335, 'Michael Shannon'],
        [null, 'Richard Jenkins'],
        [427964, 'Doug Jones'],
        [818055, 'Octavia Spencer'],
      ],
      w: [
        [868219, 'Guillermo del Toro'],
        [null, 'Vanessa Taylor'],
      ],
      c: [
        [6035, 'Alexandre Desplat'],
        [null, 'Dan Laustsen'],
      ],
    },
    cols: { oscars: 90 },
  },
  {
    imdb: 167190,
    nom: 'Hellboy',
    nomo: 'Hellboy',
    nomen: 'Hellboy',
    anio: 2004,
    dura: 122,
    gens: ['AC', 'AV', 'FN'],
    rate: 6.8,
    votos: 370000,
    arg:
      'En 1944, un ritual nazi abre un portal del que sale un pequeño demonio que los aliados ' +
      'acogen y crían. Sesenta años después, Hellboy trabaja para una agencia secreta que combate ' +
      'amenazas sobrenaturales. Cuando Rasputín regresa de entre los muertos, el héroe de piel roja ' +
      'tendrá que elegir entre su destino y la humanidad que lo adoptó.',
    pers: {
      d: [[868219, 'Guillermo del Toro']],
      a: [
        [null, 'Ron Perlman'],
        [457, 'John Hurt'],
        [null, 'Selma Blair'],
        [null, 'Rupert Evans'],
        [null, 'Karel Roden'],
        [427964, 'Doug Jones'],
      ],
      w: [
        [868219, 'Guillermo del Toro'],
        [null, 'Peter Briggs'],
        [null, 'Mike Mignola'],
      ],
      c: [
        [null, 'Marco Beltrami'],
        [null, 'Guillermo Navarro'],
      ],
    },
    cols: {},
  },
];
