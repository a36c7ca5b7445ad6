import type { DemoFilm } from '../types.js';

/** The three Matrix films share directors, writers, lead cast, composer and cinematographer. */
const MATRIX_CREW: DemoFilm['pers'] = {
  d: [
    [905154, 'Lana Wachowski'],
    [905152, 'Lilly Wachowski'],
  ],
  a: [
    [206, 'Keanu Reeves'],
    [401, 'Laurence Fishburne'],
    [5251, 'Carrie-Anne Moss'],
    [915989, 'Hugo Weaving'],
  ],
  w: [
    [905152, 'Lilly Wachowski'],
    [905154, 'Lana Wachowski'],
  ],
  c: [
    [204485, 'Don Davis'],
    [691084, 'Bill Pope'],
  ],
};

/** American films since the 1980s, with the same conventions as FAMOUS_FILMS. */
export const HOLLYWOOD_FILMS: DemoFilm[] = [
  {
    imdb: 118715,
    nom: 'El gran Lebowski',
    nomo: 'The Big Lebowski',
    nomen: 'The Big Lebowski',
    anio: 1998,
    dura: 117,
    gens: ['CO', 'CR'],
    rate: 8.1,
    votos: 880000,
    arg:
      'Jeff Lebowski, «el Nota», un vago de Los Ángeles que solo vive para los bolos, ' +
      'es confundido con un millonario del mismo apellido. Unos matones le orinan en ' +
      'la alfombra y, al reclamar una nueva, acaba enredado en un secuestro que nadie ' +
      'parece tomarse en serio.',
    pers: {
      d: [[1054, 'Joel Coen']],
      a: [
        [313, 'Jeff Bridges'],
        [422, 'John Goodman'],
        [194, 'Julianne Moore'],
        [114, 'Steve Buscemi'],
      ],
      w: [
        [1053, 'Ethan Coen'],
        [1054, 'Joel Coen'],
      ],
      c: [
        [1980, 'Carter Burwell'],
        [5683, 'Roger Deakins'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1403865,
    nom: 'Valor de ley',
    nomo: 'True Grit',
    nomen: 'True Grit',
    anio: 2010,
    dura: 110,
    gens: ['DR', 'OE', 'AV'],
    rate: 7.6,
    votos: 380000,
    arg:
      'Mattie Ross, una muchacha de catorce años, quiere que se haga justicia con el ' +
      'hombre que mató a su padre. Contrata para perseguirlo al alguacil Rooster ' +
      'Cogburn, tuerto y aficionado a la bebida, y se empeña en acompañarlo por ' +
      'territorio indio.',
    pers: {
      d: [
        [1053, 'Ethan Coen'],
        [1054, 'Joel Coen'],
      ],
      a: [
        [313, 'Jeff Bridges'],
        [2794962, 'Hailee Steinfeld'],
        [354, 'Matt Damon'],
        [982, 'Josh Brolin'],
      ],
      w: [
        [1053, 'Ethan Coen'],
        [1054, 'Joel Coen'],
      ],
      c: [
        [1980, 'Carter Burwell'],
        [5683, 'Roger Deakins'],
      ],
    },
    cols: {},
  },
  {
    imdb: 408306,
    nom: 'Munich',
    nomo: 'Munich',
    nomen: 'Munich',
    anio: 2005,
    dura: 164,
    gens: ['AC', 'DR', 'HI', 'SU'],
    rate: 7.5,
    votos: 250000,
    arg:
      'Tras el asesinato de once atletas israelíes en los Juegos Olímpicos de 1972, ' +
      'el Mosad encarga a Avner, un agente sin experiencia, que encabece un pequeño ' +
      'comando para eliminar a los responsables. Misión tras misión, la venganza le ' +
      'deja cada vez más dudas.',
    pers: {
      d: [[229, 'Steven Spielberg']],
      a: [
        [51509, 'Eric Bana'],
        [185819, 'Daniel Craig'],
        [1354, 'Ciarán Hinds'],
        [440913, 'Mathieu Kassovitz'],
      ],
      w: [[744839, 'Eric Roth']],
      c: [
        [2354, 'John Williams'],
        [1405, 'Janusz Kaminski'],
      ],
    },
    cols: {},
  },
  {
    imdb: 102138,
    nom: 'JFK: Caso abierto',
    nomo: 'JFK',
    nomen: 'JFK',
    anio: 1991,
    dura: 189,
    gens: ['DR', 'HI', 'SU'],
    rate: 8.0,
    votos: 170000,
    arg:
      'El fiscal de Nueva Orleans Jim Garrison no se conforma con la versión ' +
      'oficial del asesinato de John F. Kennedy. Su investigación, cada vez más ' +
      'obsesiva, le cuesta la paz familiar y lo lleva a un juicio en el que ' +
      'pretende demostrar una conspiración.',
    pers: {
      d: [[231, 'Oliver Stone']],
      a: [
        [126, 'Kevin Costner'],
        [102, 'Kevin Bacon'],
        [169, 'Tommy Lee Jones'],
        [198, 'Gary Oldman'],
      ],
      w: [[231, 'Oliver Stone']],
      c: [
        [2354, 'John Williams'],
        [724744, 'Robert Richardson'],
      ],
    },
    cols: {},
  },
  {
    imdb: 91763,
    nom: 'Platoon',
    nomo: 'Platoon',
    nomen: 'Platoon',
    anio: 1986,
    dura: 120,
    gens: ['DR', 'BE'],
    rate: 8.1,
    votos: 450000,
    arg:
      'Chris Taylor deja la universidad para alistarse como voluntario y llega a ' +
      'Vietnam en 1967. En la selva descubre que su pelotón está dividido entre dos ' +
      'sargentos, uno brutal y otro compasivo, cuya rivalidad acabará en tragedia.',
    pers: {
      d: [[231, 'Oliver Stone']],
      a: [
        [297, 'Tom Berenger'],
        [353, 'Willem Dafoe'],
        [221, 'Charlie Sheen'],
        [136, 'Johnny Depp'],
      ],
      w: [[231, 'Oliver Stone']],
      c: [
        [16, 'Georges Delerue'],
        [724744, 'Robert Richardson'],
      ],
    },
    cols: { oscars: 59 },
  },
  {
    imdb: 361748,
    nom: 'Malditos bastardos',
    nomo: 'Inglourious Basterds',
    nomen: 'Inglourious Basterds',
    anio: 2009,
    dura: 153,
    gens: ['AV', 'DR', 'BE'],
    rate: 8.4,
    votos: 1600000,
    arg:
      'En la Francia ocupada, un grupo de soldados judíos estadounidenses siembra el ' +
      'terror entre los nazis a las órdenes del teniente Aldo Raine. Sin saberlo, ' +
      'sus planes coinciden con los de Shosanna, una joven que regenta un cine en ' +
      'París y quiere vengar a su familia.',
    pers: {
      d: [[233, 'Quentin Tarantino']],
      a: [
        [93, 'Brad Pitt'],
        [1208167, 'Diane Kruger'],
        [910607, 'Christoph Waltz'],
        [1055413, 'Michael Fassbender'],
      ],
      w: [[233, 'Quentin Tarantino']],
      c: [[724744, 'Robert Richardson']],
    },
    cols: {},
  },
  {
    imdb: 1853728,
    nom: 'Django desencadenado',
    nomo: 'Django Unchained',
    nomen: 'Django Unchained',
    anio: 2012,
    dura: 165,
    gens: ['DR', 'OE'],
    rate: 8.5,
    votos: 1800000,
    arg:
      'Dos años antes de la guerra de Secesión, un cazarrecompensas alemán libera al ' +
      'esclavo Django para que le ayude a identificar a unos forajidos. Juntos ' +
      'emprenden después el rescate de la esposa de Django, propiedad de un ' +
      'hacendado de Misisipi.',
    pers: {
      d: [[233, 'Quentin Tarantino']],
      a: [
        [4937, 'Jamie Foxx'],
        [910607, 'Christoph Waltz'],
        [138, 'Leonardo DiCaprio'],
        [168, 'Samuel L. Jackson'],
      ],
      w: [[233, 'Quentin Tarantino']],
      c: [[724744, 'Robert Richardson']],
    },
    cols: {},
  },
  {
    imdb: 7131622,
    nom: 'Érase una vez en... Hollywood',
    nomo: 'Once Upon a Time in Hollywood',
    nomen: 'Once Upon a Time... in Hollywood',
    anio: 2019,
    dura: 161,
    gens: ['CO', 'DR'],
    rate: 7.6,
    votos: 900000,
    arg:
      'En el Los Ángeles de 1969, un actor de series del Oeste en decadencia y su ' +
      'doble de acción intentan encontrar su sitio en un Hollywood que cambia. En ' +
      'la casa de al lado se ha instalado la joven actriz Sharon Tate.',
    pers: {
      d: [[233, 'Quentin Tarantino']],
      a: [
        [138, 'Leonardo DiCaprio'],
        [93, 'Brad Pitt'],
        [3053338, 'Margot Robbie'],
        [199, 'Al Pacino'],
      ],
      w: [[233, 'Quentin Tarantino']],
      c: [[724744, 'Robert Richardson']],
    },
    cols: {},
  },
  {
    imdb: 112641,
    nom: 'Casino',
    nomo: 'Casino',
    nomen: 'Casino',
    anio: 1995,
    dura: 178,
    gens: ['CR', 'DR'],
    rate: 8.2,
    votos: 600000,
    arg:
      'Sam «As» Rothstein, un genio de las apuestas, dirige para la mafia un casino ' +
      'de Las Vegas en los años setenta. Su boda con una buscavidas y los excesos de ' +
      'su amigo Nicky, un matón incontrolable, ponen en peligro el negocio.',
    pers: {
      d: [[217, 'Martin Scorsese']],
      a: [
        [134, 'Robert De Niro'],
        [232, 'Sharon Stone'],
        [582, 'Joe Pesci'],
        [249, 'James Woods'],
      ],
      w: [
        [683380, 'Nicholas Pileggi'],
        [217, 'Martin Scorsese'],
      ],
      c: [[724744, 'Robert Richardson']],
    },
    cols: {},
  },
  {
    imdb: 468569,
    nom: 'El caballero oscuro',
    nomo: 'The Dark Knight',
    nomen: 'The Dark Knight',
    anio: 2008,
    dura: 152,
    gens: ['AC', 'CR', 'DR', 'SU'],
    rate: 9.0,
    votos: 3000000,
    arg:
      'Batman, el teniente Gordon y el nuevo fiscal Harvey Dent se alían para ' +
      'acabar con el crimen organizado de Gotham. Un delincuente que se hace llamar ' +
      'el Joker desata entonces el caos y los obliga a elegir entre sus principios ' +
      'y la vida de otros.',
    pers: {
      d: [[634240, 'Christopher Nolan']],
      a: [
        [288, 'Christian Bale'],
        [5132, 'Heath Ledger'],
        [1173, 'Aaron Eckhart'],
        [323, 'Michael Caine'],
      ],
      w: [
        [634300, 'Jonathan Nolan'],
        [634240, 'Christopher Nolan'],
      ],
      c: [
        [1877, 'Hans Zimmer'],
        [6133, 'James Newton Howard'],
        [2892, 'Wally Pfister'],
      ],
    },
    cols: { i250: 3 },
  },
  {
    imdb: 1375666,
    nom: 'Origen',
    nomo: 'Inception',
    nomen: 'Inception',
    anio: 2010,
    dura: 148,
    gens: ['AC', 'AV', 'CF'],
    rate: 8.8,
    votos: 2700000,
    arg:
      'Dom Cobb roba secretos de la mente de sus víctimas mientras duermen. Un ' +
      'empresario le ofrece borrar su pasado a cambio de lo contrario: implantar una ' +
      'idea en el subconsciente de un rival, en un sueño dentro de otro sueño.',
    pers: {
      d: [[634240, 'Christopher Nolan']],
      a: [
        [138, 'Leonardo DiCaprio'],
        [330687, 'Joseph Gordon-Levitt'],
        [680983, 'Elliot Page'],
        [362766, 'Tom Hardy'],
        [913822, 'Ken Watanabe'],
      ],
      w: [[634240, 'Christopher Nolan']],
      c: [
        [1877, 'Hans Zimmer'],
        [2892, 'Wally Pfister'],
      ],
    },
    cols: {},
  },
  {
    imdb: 372784,
    nom: 'Batman Begins',
    nomo: 'Batman Begins',
    nomen: 'Batman Begins',
    anio: 2005,
    dura: 140,
    gens: ['AC', 'CR', 'DR'],
    rate: 8.2,
    votos: 1600000,
    arg:
      'Tras años de errar por el mundo, Bruce Wayne se entrena con una sociedad ' +
      'secreta en el Himalaya. De vuelta en Gotham, la ciudad en la que vio morir a ' +
      'sus padres, se enfrenta a la corrupción enmascarado como Batman.',
    pers: {
      d: [[634240, 'Christopher Nolan']],
      a: [
        [288, 'Christian Bale'],
        [323, 'Michael Caine'],
        [553, 'Liam Neeson'],
        [198, 'Gary Oldman'],
      ],
      w: [[634240, 'Christopher Nolan']],
      c: [
        [1877, 'Hans Zimmer'],
        [6133, 'James Newton Howard'],
        [2892, 'Wally Pfister'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1345836,
    nom: 'El caballero oscuro: La leyenda renace',
    nomo: 'The Dark Knight Rises',
    nomen: 'The Dark Knight Rises',
    anio: 2012,
    dura: 164,
    gens: ['AC', 'DR'],
    rate: 8.4,
    votos: 1900000,
    arg:
      'Ocho años después de cargar con la muerte de Harvey Dent, Batman ha ' +
      'desaparecido y Bruce Wayne vive recluido en su mansión. La llegada de Bane, ' +
      'un terrorista que pretende someter Gotham, le obliga a volver.',
    pers: {
      d: [[634240, 'Christopher Nolan']],
      a: [
        [288, 'Christian Bale'],
        [198, 'Gary Oldman'],
        [362766, 'Tom Hardy'],
        [330687, 'Joseph Gordon-Levitt'],
        [4266, 'Anne Hathaway'],
      ],
      w: [
        [634300, 'Jonathan Nolan'],
        [634240, 'Christopher Nolan'],
      ],
      c: [
        [1877, 'Hans Zimmer'],
        [2892, 'Wally Pfister'],
      ],
    },
    cols: {},
  },
  {
    imdb: 816692,
    nom: 'Interstellar',
    nomo: 'Interstellar',
    nomen: 'Interstellar',
    anio: 2014,
    dura: 169,
    gens: ['AV', 'DR', 'CF'],
    rate: 8.7,
    votos: 2300000,
    arg:
      'Las plagas están acabando con las cosechas y la Tierra pronto no podrá ' +
      'alimentar a nadie. Cooper, un antiguo piloto convertido en granjero, deja a ' +
      'sus hijos para cruzar un agujero de gusano en busca de un planeta habitable.',
    pers: {
      d: [[634240, 'Christopher Nolan']],
      a: [
        [190, 'Matthew McConaughey'],
        [4266, 'Anne Hathaway'],
        [1567113, 'Jessica Chastain'],
        [323, 'Michael Caine'],
      ],
      w: [
        [634300, 'Jonathan Nolan'],
        [634240, 'Christopher Nolan'],
      ],
      c: [
        [1877, 'Hans Zimmer'],
        [887227, 'Hoyte van Hoytema'],
      ],
    },
    cols: {},
  },
  {
    imdb: 475290,
    nom: '¡Ave, César!',
    nomo: 'Hail, Caesar!',
    nomen: 'Hail, Caesar!',
    anio: 2016,
    dura: 106,
    gens: ['CO', 'DR', 'MI'],
    rate: 6.3,
    votos: 140000,
    arg:
      'Eddie Mannix se encarga de que las estrellas de un gran estudio de Hollywood ' +
      'no protagonicen escándalos en los años cincuenta. Su jornada se complica ' +
      'cuando un grupo misterioso secuestra al protagonista de un péplum en pleno ' +
      'rodaje.',
    pers: {
      d: [
        [1053, 'Ethan Coen'],
        [1054, 'Joel Coen'],
      ],
      a: [
        [982, 'Josh Brolin'],
        [123, 'George Clooney'],
        [146, 'Ralph Fiennes'],
        [424060, 'Scarlett Johansson'],
      ],
      w: [
        [1053, 'Ethan Coen'],
        [1054, 'Joel Coen'],
      ],
      c: [
        [1980, 'Carter Burwell'],
        [5683, 'Roger Deakins'],
      ],
    },
    cols: {},
  },
  {
    imdb: 887883,
    nom: 'Quemar después de leer',
    nomo: 'Burn After Reading',
    nomen: 'Burn After Reading',
    anio: 2008,
    dura: 96,
    gens: ['CO', 'CR'],
    rate: 7.0,
    votos: 350000,
    arg:
      'Un analista de la CIA que deja su puesto tras ser degradado escribe unas ' +
      'memorias que acaban, por descuido, en manos de dos empleados de un gimnasio ' +
      'de Washington. Convencidos ' +
      'de tener secretos de Estado, intentan venderlos y desatan una cadena de ' +
      'malentendidos.',
    pers: {
      d: [
        [1053, 'Ethan Coen'],
        [1054, 'Joel Coen'],
      ],
      a: [
        [123, 'George Clooney'],
        [531, 'Frances McDormand'],
        [518, 'John Malkovich'],
        [842770, 'Tilda Swinton'],
        [93, 'Brad Pitt'],
      ],
      w: [
        [1053, 'Ethan Coen'],
        [1054, 'Joel Coen'],
      ],
      c: [
        [1980, 'Carter Burwell'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: {},
  },
  {
    imdb: 93822,
    nom: 'Arizona Baby',
    nomo: 'Raising Arizona',
    nomen: 'Raising Arizona',
    anio: 1987,
    dura: 94,
    gens: ['CO', 'CR'],
    rate: 7.3,
    votos: 140000,
    arg:
      'Un ladrón reincidente y una agente de policía se enamoran, se casan y ' +
      'descubren que no pueden tener hijos. Deciden entonces llevarse a uno de los ' +
      'quintillizos de un magnate de Arizona, convencidos de que no lo echará de ' +
      'menos.',
    pers: {
      d: [[1054, 'Joel Coen']],
      a: [
        [115, 'Nicolas Cage'],
        [456, 'Holly Hunter'],
        [422, 'John Goodman'],
        [1235, 'William Forsythe'],
        [531, 'Frances McDormand'],
      ],
      w: [
        [1053, 'Ethan Coen'],
        [1054, 'Joel Coen'],
      ],
      c: [
        [1980, 'Carter Burwell'],
        [1756, 'Barry Sonnenfeld'],
      ],
    },
    cols: {},
  },
  {
    imdb: 86979,
    nom: 'Sangre fácil',
    nomo: 'Blood Simple',
    nomen: 'Blood Simple',
    anio: 1984,
    dura: 99,
    gens: ['CR', 'DR', 'SU'],
    rate: 7.5,
    votos: 110000,
    arg:
      'El dueño de un bar de Texas sospecha que su mujer lo engaña con uno de sus ' +
      'camareros y contrata a un detective sin escrúpulos para que los mate. El ' +
      'encargo sale mal y cada uno de los implicados malinterpreta lo que ha ' +
      'ocurrido.',
    pers: {
      d: [[1054, 'Joel Coen']],
      a: [
        [315288, 'John Getz'],
        [531, 'Frances McDormand'],
        [445, 'Dan Hedaya'],
        [1826, 'M. Emmet Walsh'],
      ],
      w: [
        [1054, 'Joel Coen'],
        [1053, 'Ethan Coen'],
      ],
      c: [
        [1980, 'Carter Burwell'],
        [1756, 'Barry Sonnenfeld'],
      ],
    },
    cols: {},
  },
  {
    imdb: 113987,
    nom: 'Nixon',
    nomo: 'Nixon',
    nomen: 'Nixon',
    anio: 1995,
    dura: 192,
    gens: ['BI', 'DR', 'HI'],
    rate: 7.1,
    votos: 30000,
    arg:
      'Encerrado en la Casa Blanca mientras el escándalo Watergate lo acorrala, ' +
      'Richard Nixon repasa su vida. De la infancia pobre en California a la ' +
      'presidencia, la película retrata a un político brillante devorado por la ' +
      'desconfianza.',
    pers: {
      d: [[231, 'Oliver Stone']],
      a: [
        [164, 'Anthony Hopkins'],
        [260, 'Joan Allen'],
        [438, 'Ed Harris'],
        [1364, 'Bob Hoskins'],
        [249, 'James Woods'],
      ],
      w: [[231, 'Oliver Stone']],
      c: [
        [2354, 'John Williams'],
        [724744, 'Robert Richardson'],
      ],
    },
    cols: {},
  },
  {
    imdb: 243133,
    nom: 'El hombre que nunca estuvo allí',
    nomo: "The Man Who Wasn't There",
    nomen: "The Man Who Wasn't There",
    anio: 2001,
    dura: 116,
    gens: ['CR', 'DR'],
    rate: 7.5,
    votos: 110000,
    arg:
      'Ed Crane, un barbero taciturno de un pueblo de California en 1949, sospecha ' +
      'que su mujer tiene un amante. Decide chantajearlo para invertir en un ' +
      'negocio de tintorería en seco, y el plan desemboca en un crimen que nadie ' +
      'le atribuye.',
    pers: {
      d: [[1054, 'Joel Coen']],
      a: [
        [671, 'Billy Bob Thornton'],
        [531, 'Frances McDormand'],
        [1254, 'James Gandolfini'],
        [424060, 'Scarlett Johansson'],
      ],
      w: [
        [1054, 'Joel Coen'],
        [1053, 'Ethan Coen'],
      ],
      c: [
        [1980, 'Carter Burwell'],
        [5683, 'Roger Deakins'],
      ],
    },
    cols: {},
  },
  {
    imdb: 133093,
    nom: 'Matrix',
    nomo: 'The Matrix',
    nomen: 'The Matrix',
    anio: 1999,
    dura: 136,
    gens: ['AC', 'CF'],
    rate: 8.7,
    votos: 2200000,
    arg:
      'Thomas Anderson, programador de día y pirata informático de noche con el ' +
      'alias de Neo, sospecha que algo falla en el mundo que le rodea. Un grupo de ' +
      'rebeldes liderado por Morfeo le revela que la realidad es una simulación ' +
      'creada por máquinas para tener sometida a la humanidad.',
    pers: MATRIX_CREW,
    cols: {},
  },
  {
    imdb: 234215,
    nom: 'Matrix Reloaded',
    nomo: 'The Matrix Reloaded',
    nomen: 'The Matrix Reloaded',
    anio: 2003,
    dura: 138,
    gens: ['AC', 'CF'],
    rate: 7.2,
    votos: 650000,
    arg:
      'Las máquinas excavan hacia Sion, la última ciudad humana, y sus defensores ' +
      'se preparan para el asalto. Neo, cada vez más seguro de sus poderes, vuelve ' +
      'a Matrix en busca del origen del sistema mientras el agente Smith se ' +
      'multiplica sin control.',
    pers: MATRIX_CREW,
    cols: {},
  },
  {
    imdb: 242653,
    nom: 'Matrix Revolutions',
    nomo: 'The Matrix Revolutions',
    nomen: 'The Matrix Revolutions',
    anio: 2003,
    dura: 129,
    gens: ['AC', 'CF'],
    rate: 6.7,
    votos: 550000,
    arg:
      'Mientras un ejército de centinelas cae sobre Sion, Neo queda atrapado entre ' +
      'Matrix y el mundo real. Para detener la guerra tendrá que viajar a la ciudad ' +
      'de las máquinas y enfrentarse por última vez a Smith.',
    pers: MATRIX_CREW,
    cols: {},
  },
  {
    imdb: 138524,
    nom: 'Crueldad intolerable',
    nomo: 'Intolerable Cruelty',
    nomen: 'Intolerable Cruelty',
    anio: 2003,
    dura: 100,
    gens: ['CO', 'RO', 'CR'],
    rate: 6.2,
    votos: 140000,
    arg:
      'Miles Massey, el abogado matrimonialista más cotizado de Los Ángeles, se ' +
      'enamora de Marylin, una cazafortunas a la que acaba de dejar sin nada en un ' +
      'divorcio. Ella planea su venganza con la misma astucia que él emplea en los ' +
      'tribunales.',
    pers: {
      d: [[1054, 'Joel Coen']],
      a: [
        [123, 'George Clooney'],
        [1876, 'Catherine Zeta-Jones'],
        [1691, 'Geoffrey Rush'],
        [671, 'Billy Bob Thornton'],
      ],
      w: [
        [1053, 'Ethan Coen'],
        [1054, 'Joel Coen'],
      ],
      c: [
        [1980, 'Carter Burwell'],
        [5683, 'Roger Deakins'],
      ],
    },
    cols: {},
  },
  {
    imdb: 96969,
    nom: 'Nacido el cuatro de julio',
    nomo: 'Born on the Fourth of July',
    nomen: 'Born on the Fourth of July',
    anio: 1989,
    dura: 145,
    gens: ['BI', 'DR', 'BE'],
    rate: 7.2,
    votos: 110000,
    arg:
      'Ron Kovic se alista en los marines convencido de servir a su país y vuelve ' +
      'de Vietnam paralizado de cintura para abajo. El abandono de los hospitales ' +
      'de veteranos y la indiferencia de su pueblo lo convierten en un activista ' +
      'contra la guerra. Basada en sus memorias.',
    pers: {
      d: [[231, 'Oliver Stone']],
      a: [
        [129, 'Tom Cruise'],
        [1718, 'Kyra Sedgwick'],
        [353, 'Willem Dafoe'],
        [297, 'Tom Berenger'],
      ],
      w: [[231, 'Oliver Stone']],
      c: [
        [2354, 'John Williams'],
        [724744, 'Robert Richardson'],
      ],
    },
    cols: {},
  },
  {
    imdb: 120863,
    nom: 'La delgada línea roja',
    nomo: 'The Thin Red Line',
    nomen: 'The Thin Red Line',
    anio: 1998,
    dura: 170,
    gens: ['DR', 'HI', 'BE'],
    rate: 7.6,
    votos: 210000,
    arg:
      'En 1942, una compañía de soldados estadounidenses desembarca en Guadalcanal ' +
      'para tomar una colina defendida por los japoneses. Entre combate y combate, ' +
      'las voces interiores de los hombres se preguntan por la naturaleza, la ' +
      'muerte y lo que queda de ellos en mitad de la guerra.',
    pers: {
      d: [[517, 'Terrence Malick']],
      a: [
        [576, 'Sean Penn'],
        [4778, 'Adrien Brody'],
        [123, 'George Clooney'],
        [437, 'Woody Harrelson'],
        [237, 'John Travolta'],
      ],
      w: [[517, 'Terrence Malick']],
      c: [
        [1877, 'Hans Zimmer'],
        [1799, 'John Toll'],
      ],
    },
    cols: {},
  },
  {
    imdb: 368447,
    nom: 'El bosque',
    nomo: 'The Village',
    nomen: 'The Village',
    anio: 2004,
    dura: 108,
    gens: ['DR', 'MI', 'SU'],
    rate: 6.6,
    votos: 280000,
    arg:
      'Los habitantes de una pequeña aldea de Pensilvania viven aislados bajo un ' +
      'pacto con las criaturas del bosque que la rodea: ellos no entran en él y las ' +
      'criaturas no se acercan. Cuando un joven resulta herido, Ivy, una muchacha ' +
      'ciega, decide cruzarlo para buscar medicinas.',
    pers: {
      d: [[796117, 'M. Night Shyamalan']],
      a: [
        [397171, 'Bryce Dallas Howard'],
        [1618, 'Joaquin Phoenix'],
        [4778, 'Adrien Brody'],
        [458, 'William Hurt'],
        [244, 'Sigourney Weaver'],
      ],
      w: [[796117, 'M. Night Shyamalan']],
      c: [
        [6133, 'James Newton Howard'],
        [5683, 'Roger Deakins'],
      ],
    },
    cols: {},
  },
  {
    imdb: 407304,
    nom: 'La guerra de los mundos',
    nomo: 'War of the Worlds',
    nomen: 'War of the Worlds',
    anio: 2005,
    dura: 116,
    gens: ['AV', 'CF', 'SU'],
    rate: 6.5,
    votos: 480000,
    arg:
      'Ray Ferrier, un estibador divorciado, pasa el fin de semana con sus hijos ' +
      'cuando unas máquinas gigantescas surgen del subsuelo y arrasan su ciudad. ' +
      'Desde ese momento solo le importa mantenerlos con vida mientras huyen a ' +
      'través de un país devastado.',
    pers: {
      d: [[229, 'Steven Spielberg']],
      a: [
        [129, 'Tom Cruise'],
        [266824, 'Dakota Fanning'],
        [209, 'Tim Robbins'],
        [151, 'Morgan Freeman'],
      ],
      w: [[462895, 'David Koepp']],
      c: [
        [2354, 'John Williams'],
        [1405, 'Janusz Kaminski'],
      ],
    },
    cols: {},
  },
  {
    imdb: 367882,
    nom: 'Indiana Jones y el reino de la calavera de cristal',
    nomo: 'Indiana Jones and the Kingdom of the Crystal Skull',
    nomen: 'Indiana Jones and the Kingdom of the Crystal Skull',
    anio: 2008,
    dura: 122,
    gens: ['AC', 'AV'],
    rate: 6.2,
    votos: 500000,
    arg:
      'En 1957, en plena Guerra Fría, Indiana Jones escapa de unos agentes ' +
      'soviéticos que buscan una misteriosa calavera de cristal. Un joven motorista ' +
      'le pide ayuda para rescatar a un viejo colega desaparecido en la selva ' +
      'peruana.',
    pers: {
      d: [[229, 'Steven Spielberg']],
      a: [
        [148, 'Harrison Ford'],
        [949, 'Cate Blanchett'],
        [457, 'John Hurt'],
        [479471, 'Shia LaBeouf'],
      ],
      w: [
        [462895, 'David Koepp'],
        [184, 'George Lucas'],
      ],
      c: [
        [2354, 'John Williams'],
        [1405, 'Janusz Kaminski'],
      ],
    },
    cols: {},
  },
  {
    imdb: 110074,
    nom: 'El gran salto',
    nomo: 'The Hudsucker Proxy',
    nomen: 'The Hudsucker Proxy',
    anio: 1994,
    dura: 111,
    gens: ['CO', 'DR', 'FN'],
    rate: 7.2,
    votos: 95000,
    arg:
      'Nueva York, 1958. Tras el suicidio del fundador de Hudsucker Industries, la ' +
      'junta directiva nombra presidente a Norville Barnes, un ingenuo recién ' +
      'llegado del correo, para hundir el valor de las acciones. Una periodista ' +
      'infiltrada sospecha de él, pero Norville tiene una idea redonda.',
    pers: {
      d: [[1054, 'Joel Coen']],
      a: [
        [209, 'Tim Robbins'],
        [492, 'Jennifer Jason Leigh'],
        [56, 'Paul Newman'],
        [114, 'Steve Buscemi'],
      ],
      w: [
        [1053, 'Ethan Coen'],
        [1054, 'Joel Coen'],
        [600, 'Sam Raimi'],
      ],
      c: [
        [1980, 'Carter Burwell'],
        [5683, 'Roger Deakins'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1074638,
    nom: 'Skyfall',
    nomo: 'Skyfall',
    nomen: 'Skyfall',
    anio: 2012,
    dura: 143,
    gens: ['AC', 'AV', 'SU'],
    rate: 7.8,
    votos: 780000,
    arg:
      'Una misión en Estambul sale mal y James Bond es dado por muerto, mientras ' +
      'alguien roba la lista de agentes infiltrados del MI6. Cuando la sede del ' +
      'servicio sufre un atentado, Bond regresa para proteger a M de un antiguo ' +
      'agente que busca vengarse de ella.',
    pers: {
      d: [[5222, 'Sam Mendes']],
      a: [
        [185819, 'Daniel Craig'],
        [1132, 'Judi Dench'],
        [849, 'Javier Bardem'],
        [146, 'Ralph Fiennes'],
        [365140, 'Naomie Harris'],
      ],
      w: [
        [701031, 'Neal Purvis'],
        [905498, 'Robert Wade'],
        [517589, 'John Logan'],
      ],
      c: [
        [2353, 'Thomas Newman'],
        [5683, 'Roger Deakins'],
      ],
    },
    cols: {},
  },
  {
    imdb: 2379713,
    nom: 'Spectre',
    nomo: 'Spectre',
    nomen: 'Spectre',
    anio: 2015,
    dura: 148,
    gens: ['AC', 'AV', 'SU'],
    rate: 6.8,
    votos: 470000,
    arg:
      'Un mensaje cifrado del pasado lleva a James Bond de Ciudad de México a Roma ' +
      'tras la pista de una organización criminal secreta. Mientras en Londres se ' +
      'discute el cierre del programa de agentes dobles cero, Bond descubre quién ' +
      'se esconde detrás de todas sus desgracias.',
    pers: {
      d: [[5222, 'Sam Mendes']],
      a: [
        [185819, 'Daniel Craig'],
        [910607, 'Christoph Waltz'],
        [146, 'Ralph Fiennes'],
        [365140, 'Naomie Harris'],
      ],
      w: [
        [517589, 'John Logan'],
        [701031, 'Neal Purvis'],
        [905498, 'Robert Wade'],
      ],
      c: [
        [2353, 'Thomas Newman'],
        [887227, 'Hoyte van Hoytema'],
      ],
    },
    cols: {},
  },
  {
    imdb: 478304,
    nom: 'El árbol de la vida',
    nomo: 'The Tree of Life',
    nomen: 'The Tree of Life',
    anio: 2011,
    dura: 139,
    gens: ['DR', 'FN'],
    rate: 6.8,
    votos: 190000,
    arg:
      'Jack, un arquitecto de mediana edad, recuerda su infancia en un pueblo de ' +
      'Texas en los años cincuenta, entre un padre severo y una madre llena de ' +
      'ternura. Sus recuerdos se funden con visiones del origen del universo y de ' +
      'la vida en la Tierra.',
    pers: {
      d: [[517, 'Terrence Malick']],
      a: [
        [93, 'Brad Pitt'],
        [576, 'Sean Penn'],
        [1567113, 'Jessica Chastain'],
        [789716, 'Fiona Shaw'],
      ],
      w: [[517, 'Terrence Malick']],
      c: [
        [6035, 'Alexandre Desplat'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: {},
  },
  {
    imdb: 402399,
    nom: 'El nuevo mundo',
    nomo: 'The New World',
    nomen: 'The New World',
    anio: 2005,
    dura: 135,
    gens: ['DR', 'HI', 'RO'],
    rate: 6.7,
    votos: 90000,
    arg:
      'En 1607, tres barcos ingleses fundan la colonia de Jamestown en Virginia. ' +
      'El capitán John Smith, capturado por los powhatan, se enamora de Pocahontas, ' +
      'la joven hija del jefe, cuyo destino quedará unido al de los colonos.',
    pers: {
      d: [[517, 'Terrence Malick']],
      a: [
        [268199, 'Colin Farrell'],
        [1626, 'Christopher Plummer'],
        [288, 'Christian Bale'],
        [667, 'David Thewlis'],
      ],
      w: [[517, 'Terrence Malick']],
      c: [
        [35, 'James Horner'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: {},
  },
  {
    imdb: 169547,
    nom: 'American Beauty',
    nomo: 'American Beauty',
    nomen: 'American Beauty',
    anio: 1999,
    dura: 122,
    gens: ['DR'],
    rate: 8.3,
    votos: 1200000,
    arg:
      'Lester Burnham, un oficinista de los suburbios hastiado de su trabajo y de ' +
      'su matrimonio, se encapricha de una amiga de su hija adolescente. Decide ' +
      'entonces cambiar de vida de arriba abajo, mientras su familia y sus vecinos ' +
      'esconden sus propias crisis tras una fachada impecable.',
    pers: {
      d: [[5222, 'Sam Mendes']],
      a: [
        [228, 'Kevin Spacey'],
        [906, 'Annette Bening'],
        [301, 'Thora Birch'],
        [4747, 'Wes Bentley'],
        [2546, 'Mena Suvari'],
        [177933, 'Chris Cooper'],
      ],
      w: [[50332, 'Alan Ball']],
      c: [
        [2353, 'Thomas Newman'],
        [5734, 'Conrad L. Hall'],
      ],
    },
    cols: { oscars: 72 },
  },
  {
    imdb: 119567,
    nom: 'El mundo perdido: Jurassic Park',
    nomo: 'The Lost World: Jurassic Park',
    nomen: 'The Lost World: Jurassic Park',
    anio: 1997,
    dura: 129,
    gens: ['AV', 'AC', 'CF'],
    rate: 6.6,
    votos: 480000,
    arg:
      'Cuatro años después del desastre del parque, John Hammond revela que existe ' +
      'una segunda isla donde los dinosaurios viven en libertad. El matemático Ian ' +
      'Malcolm viaja allí para rescatar a su pareja justo cuando llega una ' +
      'expedición dispuesta a capturar animales y llevarlos a San Diego.',
    pers: {
      d: [[229, 'Steven Spielberg']],
      a: [
        [156, 'Jeff Goldblum'],
        [194, 'Julianne Moore'],
        [592, 'Pete Postlethwaite'],
        [277, 'Richard Attenborough'],
      ],
      w: [[462895, 'David Koepp']],
      c: [
        [2354, 'John Williams'],
        [1405, 'Janusz Kaminski'],
      ],
    },
    cols: {},
  },
];
