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
    dura: 102,
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
  {
    imdb: 1663662,
    nom: 'Pacific Rim',
    nomo: 'Pacific Rim',
    nomen: 'Pacific Rim',
    anio: 2013,
    dura: 131,
    gens: ['AC', 'AV', 'CF'],
    rate: 6.9,
    votos: 530000,
    arg:
      'Una grieta en el fondo del Pacífico deja pasar a los kaiju, monstruos gigantes que arrasan ' +
      'las ciudades de la costa. Para frenarlos, la humanidad construye los jaegers, robots enormes ' +
      'que pilotan dos personas con las mentes conectadas. Un piloto retirado y una joven novata ' +
      'forman la última pareja capaz de cerrar la brecha.',
    pers: {
      d: [[868219, 'Guillermo del Toro']],
      a: [
        [null, 'Idris Elba'],
        [null, 'Charlie Hunnam'],
        [null, 'Rinko Kikuchi'],
        [null, 'Charlie Day'],
        [null, 'Ron Perlman'],
      ],
      w: [
        [null, 'Travis Beacham'],
        [868219, 'Guillermo del Toro'],
      ],
      c: [
        [null, 'Ramin Djawadi'],
        [null, 'Guillermo Navarro'],
      ],
    },
    cols: {},
  },
  {
    imdb: 2554274,
    nom: 'La cumbre escarlata',
    nomo: 'Crimson Peak',
    nomen: 'Crimson Peak',
    anio: 2015,
    dura: 119,
    gens: ['DR', 'FN', 'TE'],
    rate: 6.5,
    votos: 160000,
    arg:
      'Edith Cushing, una joven escritora de Búfalo que ve fantasmas desde niña, se casa con un ' +
      'baronet inglés arruinado tras la extraña muerte de su padre. En la mansión de la familia, ' +
      'que se hunde en una tierra de arcilla roja, vive también la inquietante hermana del marido. ' +
      'Los espectros de la casa intentan advertirle de lo que allí ocurrió.',
    pers: {
      d: [[868219, 'Guillermo del Toro']],
      a: [
        [null, 'Mia Wasikowska'],
        [1567113, 'Jessica Chastain'],
        [null, 'Tom Hiddleston'],
        [null, 'Charlie Hunnam'],
        [null, 'Jim Beaver'],
      ],
      w: [
        [868219, 'Guillermo del Toro'],
        [null, 'Matthew Robbins'],
      ],
      c: [
        [null, 'Fernando Velázquez'],
        [null, 'Dan Laustsen'],
      ],
    },
    cols: {},
  },
  {
    imdb: 7740496,
    nom: 'El callejón de las almas perdidas',
    nomo: 'Nightmare Alley',
    nomen: 'Nightmare Alley',
    anio: 2021,
    dura: 150,
    gens: ['CR', 'DR', 'SU'],
    rate: 7.0,
    votos: 190000,
    arg:
      'Stanton Carlisle, un vagabundo con un pasado oscuro, se une a una feria ambulante y aprende ' +
      'los trucos de una pareja de videntes. Con ese saber y su labia se reinventa como mentalista ' +
      'de éxito en los salones de Nueva York. Su alianza con una psiquiatra tan ambiciosa como él ' +
      'le lleva a un engaño que acabará por devorarlo.',
    pers: {
      d: [[868219, 'Guillermo del Toro']],
      a: [
        [null, 'Bradley Cooper'],
        [949, 'Cate Blanchett'],
        [null, 'Toni Collette'],
        [353, 'Willem Dafoe'],
        [null, 'Richard Jenkins'],
        [null, 'Rooney Mara'],
      ],
      w: [
        [868219, 'Guillermo del Toro'],
        [null, 'Kim Morgan'],
        [null, 'William Lindsay Gresham'],
      ],
      c: [
        [null, 'Nathan Johnson'],
        [null, 'Dan Laustsen'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1454468,
    nom: 'Gravity',
    nomo: 'Gravity',
    nomen: 'Gravity',
    anio: 2013,
    dura: 91,
    gens: ['DR', 'CF', 'SU'],
    rate: 7.7,
    votos: 880000,
    arg:
      'Durante una reparación del telescopio Hubble, una lluvia de restos de satélites destroza el ' +
      'transbordador y deja a dos astronautas flotando en órbita. La ingeniera Ryan Stone, en su ' +
      'primera misión, y el veterano Matt Kowalski tienen poco oxígeno y ningún contacto con la ' +
      'Tierra. Su única salida es llegar a una estación espacial lejana.',
    pers: {
      d: [[190859, 'Alfonso Cuarón']],
      a: [
        [113, 'Sandra Bullock'],
        [123, 'George Clooney'],
        [438, 'Ed Harris'],
        [null, 'Orto Ignatiussen'],
        [null, 'Phaldut Sharma'],
      ],
      w: [
        [190859, 'Alfonso Cuarón'],
        [null, 'Jonás Cuarón'],
      ],
      c: [
        [null, 'Steven Price'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: {},
  },
  {
    imdb: 206634,
    nom: 'Hijos de los hombres',
    nomo: 'Children of Men',
    nomen: 'Children of Men',
    anio: 2006,
    dura: 109,
    gens: ['AC', 'DR', 'CF', 'SU'],
    rate: 7.9,
    votos: 560000,
    arg:
      'En 2027 hace dieciocho años que no nace ningún niño y el mundo se hunde en el caos; sólo ' +
      'Gran Bretaña resiste, convertida en un estado policial que persigue a los inmigrantes. Theo, ' +
      'un funcionario desencantado, acepta ayudar a su antigua pareja, líder de un grupo rebelde. ' +
      'Debe escoltar a una joven africana que guarda un secreto capaz de cambiarlo todo.',
    pers: {
      d: [[190859, 'Alfonso Cuarón']],
      a: [
        [194, 'Julianne Moore'],
        [654110, 'Clive Owen'],
        [252230, 'Chiwetel Ejiofor'],
        [null, 'Charlie Hunnam'],
        [323, 'Michael Caine'],
      ],
      w: [
        [190859, 'Alfonso Cuarón'],
        [null, 'Timothy J. Sexton'],
        [null, 'David Arata'],
        [null, 'Mark Fergus'],
        [null, 'Hawk Ostby'],
        [null, 'P.D. James'],
      ],
      c: [
        [null, 'John Tavener'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: {},
  },
  {
    imdb: 113670,
    nom: 'La princesita',
    nomo: 'A Little Princess',
    nomen: 'A Little Princess',
    anio: 1995,
    dura: 97,
    gens: ['DR', 'FA', 'FN'],
    rate: 7.7,
    votos: 45000,
    arg:
      'Sara, una niña criada en la India, ingresa en un internado de Nueva York mientras su padre ' +
      'parte a la Primera Guerra Mundial. Cuando llega la noticia de su muerte, la severa ' +
      'directora la deja sin nada y la convierte en criada. Con su imaginación y los cuentos que ' +
      'inventa para sus compañeras, Sara se niega a dejar de sentirse una princesa.',
    pers: {
      d: [[190859, 'Alfonso Cuarón']],
      a: [
        [null, 'Eleanor Bron'],
        [null, 'Liam Cunningham'],
        [null, 'Liesel Matthews'],
        [null, 'Rusty Schwimmer'],
        [null, 'Vanessa Lee Chester'],
      ],
      w: [
        [null, 'Richard LaGravenese'],
        [null, 'Elizabeth Chandler'],
        [null, 'Frances Hodgson Burnett'],
      ],
      c: [
        [null, 'Patrick Doyle'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: {},
  },
  {
    imdb: 304141,
    nom: 'Harry Potter y el prisionero de Azkaban',
    nomo: 'Harry Potter and the Prisoner of Azkaban',
    nomen: 'Harry Potter and the Prisoner of Azkaban',
    anio: 2004,
    dura: 142,
    gens: ['AV', 'FA', 'FN'],
    rate: 7.9,
    votos: 700000,
    arg:
      'En su tercer curso en Hogwarts, Harry se entera de que Sirius Black, un asesino condenado ' +
      'por traicionar a sus padres, ha escapado de la prisión de Azkaban y quizá lo busque a él. ' +
      'Los dementores vigilan el colegio y un nuevo profesor de Defensa le enseña a protegerse. ' +
      'Pero la verdad sobre aquella traición no es la que todos creen.',
    pers: {
      d: [[190859, 'Alfonso Cuarón']],
      a: [
        [null, 'Daniel Radcliffe'],
        [null, 'Rupert Grint'],
        [null, 'Emma Watson'],
        [198, 'Gary Oldman'],
        [667, 'David Thewlis'],
        [null, 'Michael Gambon'],
      ],
      w: [
        [null, 'Steve Kloves'],
        [null, 'J.K. Rowling'],
      ],
      c: [
        [2354, 'John Williams'],
        [null, 'Michael Seresin'],
      ],
    },
    cols: {},
  },
  {
    imdb: 315733,
    nom: '21 gramos',
    nomo: '21 Grams',
    nomen: '21 Grams',
    anio: 2003,
    dura: 124,
    gens: ['CR', 'DR', 'SU'],
    rate: 7.6,
    votos: 250000,
    arg:
      'Un accidente de tráfico une para siempre a tres desconocidos: Paul, un profesor que espera ' +
      'un trasplante de corazón; Cristina, que pierde a su marido y a sus hijas; y Jack, un ' +
      'exconvicto que ha encontrado a Dios. Contada en fragmentos desordenados, la historia va ' +
      'encajando sus piezas hacia un encuentro marcado por la culpa y la venganza.',
    pers: {
      d: [[327944, 'Alejandro G. Iñárritu']],
      a: [
        [576, 'Sean Penn'],
        [null, 'Benicio Del Toro'],
        [null, 'Naomi Watts'],
        [null, 'Charlotte Gainsbourg'],
        [null, 'Danny Huston'],
      ],
      w: [[null, 'Guillermo Arriaga']],
      c: [
        [null, 'Gustavo Santaolalla'],
        [null, 'Rodrigo Prieto'],
      ],
    },
    cols: {},
  },
  {
    imdb: 449467,
    nom: 'Babel',
    nomo: 'Babel',
    nomen: 'Babel',
    anio: 2006,
    dura: 143,
    gens: ['DR'],
    rate: 7.4,
    votos: 330000,
    arg:
      'Un disparo de rifle en las montañas de Marruecos hiere a una turista estadounidense y ' +
      'desata una cadena de consecuencias en tres continentes. Dos niños pastores huyen de la ' +
      'policía, una niñera mexicana cruza la frontera con los hijos de la pareja y una adolescente ' +
      'sorda de Tokio busca que alguien la escuche. Todos sufren lo difícil que es entenderse.',
    pers: {
      d: [[327944, 'Alejandro G. Iñárritu']],
      a: [
        [93, 'Brad Pitt'],
        [949, 'Cate Blanchett'],
        [305558, 'Gael García Bernal'],
        [null, 'Adriana Barraza'],
        [null, 'Rinko Kikuchi'],
      ],
      w: [[null, 'Guillermo Arriaga']],
      c: [
        [null, 'Gustavo Santaolalla'],
        [null, 'Rodrigo Prieto'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1164999,
    nom: 'Biutiful',
    nomo: 'Biutiful',
    nomen: 'Biutiful',
    anio: 2010,
    dura: 148,
    gens: ['DR'],
    rate: 7.4,
    votos: 100000,
    arg:
      'Uxbal se gana la vida en los márgenes de Barcelona: hace de intermediario para inmigrantes ' +
      'sin papeles y dice hablar con los muertos. Cuando le diagnostican un cáncer terminal, trata ' +
      'de dejar en orden la vida de sus dos hijos pequeños y de su exmujer, inestable. Una ' +
      'tragedia en un taller clandestino complica aún más su despedida.',
    pers: {
      d: [[327944, 'Alejandro G. Iñárritu']],
      a: [
        [849, 'Javier Bardem'],
        [null, 'Maricel Álvarez'],
        [null, 'Hanaa Bouchaib'],
        [null, 'Guillermo Estrella'],
        [null, 'Eduard Fernández'],
      ],
      w: [
        [327944, 'Alejandro G. Iñárritu'],
        [null, 'Armando Bo'],
        [null, 'Nicolás Giacobone'],
      ],
      c: [
        [null, 'Gustavo Santaolalla'],
        [null, 'Rodrigo Prieto'],
      ],
    },
    cols: {},
  },
  {
    imdb: 2562232,
    nom: 'Birdman o (la inesperada virtud de la ignorancia)',
    nomo: 'Birdman or (The Unexpected Virtue of Ignorance)',
    nomen: 'Birdman',
    anio: 2014,
    dura: 119,
    gens: ['CO', 'DR'],
    rate: 7.7,
    votos: 680000,
    arg:
      'Riggan Thomson fue famoso por interpretar a un superhéroe de cine y ahora intenta que lo ' +
      'tomen en serio adaptando, dirigiendo y protagonizando una obra en Broadway. En los días ' +
      'previos al estreno lidia con un actor imprevisible, con su hija recién salida de ' +
      'rehabilitación y con la voz de su viejo personaje dentro de la cabeza. Todo parece contado ' +
      'en un único plano que recorre el teatro sin descanso.',
    pers: {
      d: [[327944, 'Alejandro G. Iñárritu']],
      a: [
        [474, 'Michael Keaton'],
        [302108, 'Zach Galifianakis'],
        [null, 'Edward Norton'],
        [null, 'Andrea Riseborough'],
        [1297015, 'Emma Stone'],
        [null, 'Naomi Watts'],
      ],
      w: [
        [327944, 'Alejandro G. Iñárritu'],
        [null, 'Nicolás Giacobone'],
        [null, 'Alexander Dinelaris Jr.'],
        [null, 'Armando Bo'],
      ],
      c: [
        [null, 'Antonio Sánchez'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: { oscars: 87 },
  },
  {
    imdb: 1663202,
    nom: 'El renacido',
    nomo: 'The Revenant',
    nomen: 'The Revenant',
    anio: 2015,
    dura: 156,
    gens: ['AC', 'AV', 'DR'],
    rate: 8.0,
    votos: 900000,
    arg:
      'En 1823, el trampero Hugh Glass guía a una expedición de cazadores de pieles por las ' +
      'tierras heladas de Dakota. Tras el ataque de una osa queda malherido y sus compañeros lo ' +
      'abandonan, después de que uno de ellos mate a su hijo ante sus ojos. Glass se arrastra ' +
      'cientos de kilómetros por la nieve para vengarse.',
    pers: {
      d: [[327944, 'Alejandro G. Iñárritu']],
      a: [
        [138, 'Leonardo DiCaprio'],
        [362766, 'Tom Hardy'],
        [null, 'Will Poulter'],
        [null, 'Domhnall Gleeson'],
        [null, 'Forrest Goodluck'],
      ],
      w: [
        [null, 'Mark L. Smith'],
        [327944, 'Alejandro G. Iñárritu'],
        [null, 'Michael Punke'],
      ],
      c: [
        [null, 'Ryuichi Sakamoto'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1649419,
    nom: 'Lo imposible',
    nomo: 'Lo imposible',
    nomen: 'The Impossible',
    anio: 2012,
    dura: 114,
    gens: ['DR', 'HI', 'SU'],
    rate: 7.5,
    votos: 230000,
    arg:
      'Una familia británica pasa las vacaciones de Navidad de 2004 en un hotel de la costa de ' +
      'Tailandia cuando el tsunami arrasa la playa. María, gravemente herida, y su hijo mayor ' +
      'Lucas logran aferrarse a un árbol, sin saber nada del padre ni de los pequeños. Inspirada en ' +
      'una historia real, sigue su búsqueda entre hospitales desbordados.',
    pers: {
      d: [[null, 'J.A. Bayona']],
      a: [
        [null, 'Naomi Watts'],
        [null, 'Ewan McGregor'],
        [null, 'Tom Holland'],
        [null, 'Samuel Joslin'],
        [null, 'Geraldine Chaplin'],
      ],
      w: [
        [null, 'Sergio G. Sánchez'],
        [null, 'María Belón'],
      ],
      c: [
        [null, 'Fernando Velázquez'],
        [null, 'Óscar Faura'],
      ],
    },
    cols: {},
  },
  {
    imdb: 3416532,
    nom: 'Un monstruo viene a verme',
    nomo: 'A Monster Calls',
    nomen: 'A Monster Calls',
    anio: 2016,
    dura: 108,
    gens: ['DR', 'FN'],
    rate: 7.4,
    votos: 100000,
    arg:
      'Conor, un niño de doce años, cuida de su madre enferma de cáncer mientras sufre el acoso de ' +
      'sus compañeros y la frialdad de su abuela. Una noche, el tejo que se ve desde su ventana se ' +
      'convierte en un monstruo que promete contarle tres historias. A cambio, Conor deberá contarle ' +
      'la cuarta: la verdad que lo atormenta en sus pesadillas.',
    pers: {
      d: [[null, 'J.A. Bayona']],
      a: [
        [null, 'Lewis MacDougall'],
        [244, 'Sigourney Weaver'],
        [428065, 'Felicity Jones'],
        [null, 'Toby Kebbell'],
        [553, 'Liam Neeson'],
      ],
      w: [[null, 'Patrick Ness']],
      c: [
        [null, 'Fernando Velázquez'],
        [null, 'Óscar Faura'],
      ],
    },
    cols: {},
  },
  {
    imdb: 464141,
    nom: 'El orfanato',
    nomo: 'El orfanato',
    nomen: 'The Orphanage',
    anio: 2007,
    dura: 105,
    gens: ['DR', 'TE', 'MI'],
    rate: 7.4,
    votos: 190000,
    arg:
      'Laura regresa con su marido y su hijo adoptivo Simón al viejo orfanato asturiano donde se ' +
      'crió, con la idea de convertirlo en una residencia para niños enfermos. Simón empieza a ' +
      'hablar de amigos invisibles y, el día de la inauguración, desaparece sin dejar rastro. ' +
      'Desesperada, Laura sigue las pistas de un juego que parece venir del pasado de la casa.',
    pers: {
      d: [[null, 'J.A. Bayona']],
      a: [
        [null, 'Belén Rueda'],
        [null, 'Fernando Cayo'],
        [null, 'Roger Príncep'],
        [null, 'Mabel Rivera'],
        [null, 'Geraldine Chaplin'],
      ],
      w: [[null, 'Sergio G. Sánchez']],
      c: [
        [null, 'Fernando Velázquez'],
        [null, 'Óscar Faura'],
      ],
    },
    cols: {},
  },
  {
    imdb: 16277242,
    nom: 'La sociedad de la nieve',
    nomo: 'La sociedad de la nieve',
    nomen: 'Society of the Snow',
    anio: 2023,
    dura: 144,
    gens: ['AV', 'BI', 'DR'],
    rate: 7.8,
    votos: 160000,
    arg:
      'En octubre de 1972, el avión que lleva a un equipo de rugby uruguayo a Chile se estrella en ' +
      'plena cordillera de los Andes. Los supervivientes, heridos y sin abrigo, resisten semanas de ' +
      'frío, aludes y hambre a la espera de un rescate que no llega. Para seguir vivos tendrán que ' +
      'tomar decisiones extremas y, al final, cruzar ellos mismos las montañas.',
    pers: {
      d: [[null, 'J.A. Bayona']],
      a: [
        [null, 'Enzo Vogrincic'],
        [null, 'Agustín Pardella'],
        [null, 'Matías Recalt'],
        [null, 'Esteban Bigliardi'],
        [null, 'Diego Vegezzi'],
      ],
      w: [
        [null, 'J.A. Bayona'],
        [null, 'Bernat Vilaplana'],
        [null, 'Jaime Marques'],
        [null, 'Nicolás Casariego'],
        [null, 'Pablo Vierci'],
      ],
      c: [
        [315974, 'Michael Giacchino'],
        [null, 'Pedro Luque'],
      ],
    },
    cols: {},
  },
  {
    imdb: 3253930,
    nom: 'La isla mínima',
    nomo: 'La isla mínima',
    nomen: 'Marshland',
    anio: 2014,
    dura: 105,
    gens: ['CR', 'SU'],
    rate: 7.3,
    votos: 36000,
    arg:
      'En 1980, dos policías de Madrid muy distintos, uno joven y demócrata y otro veterano con un ' +
      'pasado turbio, llegan a las marismas del Guadalquivir. Deben investigar la desaparición de ' +
      'dos hermanas adolescentes en plenas fiestas del pueblo. Entre arrozales, cazadores furtivos ' +
      'y silencios, descubren que no son las primeras chicas que desaparecen.',
    pers: {
      d: [[null, 'Alberto Rodríguez']],
      a: [
        [null, 'Raúl Arévalo'],
        [null, 'Javier Gutiérrez'],
        [null, 'Antonio de la Torre'],
        [null, 'Nerea Barros'],
        [null, 'Jesús Castro'],
      ],
      w: [
        [null, 'Rafael Cobos'],
        [null, 'Alberto Rodríguez'],
      ],
      c: [
        [null, 'Julio de la Rosa'],
        [null, 'Álex Catalán'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1186830,
    nom: 'Ágora',
    nomo: 'Agora',
    nomen: 'Agora',
    anio: 2009,
    dura: 127,
    gens: ['AV', 'DR', 'HI'],
    rate: 7.1,
    votos: 80000,
    arg:
      'Alejandría, siglo IV: la filósofa y astrónoma Hipatia enseña en la gran biblioteca mientras ' +
      'los cristianos ganan poder y se enfrentan a paganos y judíos. Uno de sus alumnos y su propio ' +
      'esclavo están enamorados de ella. Mientras la ciudad se hunde en el fanatismo, Hipatia sigue ' +
      'buscando la verdadera forma del movimiento de los astros.',
    pers: {
      d: [[24622, 'Alejandro Amenábar']],
      a: [
        [null, 'Rachel Weisz'],
        [null, 'Max Minghella'],
        [1209966, 'Oscar Isaac'],
        [null, 'Ashraf Barhom'],
        [null, 'Michael Lonsdale'],
      ],
      w: [
        [24622, 'Alejandro Amenábar'],
        [null, 'Mateo Gil'],
      ],
      c: [
        [null, 'Dario Marianelli'],
        [null, 'Xavi Giménez'],
      ],
    },
    cols: {},
  },
  {
    imdb: 117883,
    nom: 'Tesis',
    nomo: 'Tesis',
    nomen: 'Thesis',
    anio: 1996,
    dura: 125,
    gens: ['TE', 'MI', 'SU'],
    rate: 7.4,
    votos: 32000,
    arg:
      'Ángela, estudiante de Imagen en una universidad de Madrid, prepara una tesis sobre la ' +
      'violencia audiovisual. Cuando su director aparece muerto ante una cinta de vídeo, ella se la ' +
      'lleva y descubre que contiene el asesinato real de una alumna desaparecida. Con la ayuda de ' +
      'un compañero aficionado al cine gore, se adentra en una red de películas snuff.',
    pers: {
      d: [[24622, 'Alejandro Amenábar']],
      a: [
        [null, 'Ana Torrent'],
        [null, 'Fele Martínez'],
        [null, 'Eduardo Noriega'],
        [null, 'Xabier Elorriaga'],
        [null, 'Miguel Picazo'],
      ],
      w: [
        [24622, 'Alejandro Amenábar'],
        [null, 'Mateo Gil'],
      ],
      c: [
        [24622, 'Alejandro Amenábar'],
        [null, 'Mariano Marín'],
        [null, 'Hans Burmann'],
      ],
    },
    cols: {},
  },
  {
    imdb: 125659,
    nom: 'Abre los ojos',
    nomo: 'Abre los ojos',
    nomen: 'Open Your Eyes',
    anio: 1997,
    dura: 119,
    gens: ['DR', 'MI', 'CF', 'SU'],
    rate: 7.7,
    votos: 70000,
    arg:
      'César, un joven rico y seductor de Madrid, se enamora de Sofía la misma noche en que una ' +
      'antigua amante celosa lo invita a subir a su coche. El accidente le deja el rostro ' +
      'desfigurado y, desde entonces, sueño y realidad empiezan a confundirse. Encerrado y acusado ' +
      'de un crimen, intenta recordar qué le ha ocurrido de verdad.',
    pers: {
      d: [[24622, 'Alejandro Amenábar']],
      a: [
        [null, 'Eduardo Noriega'],
        [4851, 'Penélope Cruz'],
        [null, 'Chete Lera'],
        [null, 'Fele Martínez'],
        [null, 'Najwa Nimri'],
      ],
      w: [
        [24622, 'Alejandro Amenábar'],
        [null, 'Mateo Gil'],
      ],
      c: [
        [24622, 'Alejandro Amenábar'],
        [null, 'Mariano Marín'],
        [null, 'Hans Burmann'],
      ],
    },
    cols: {},
  },
  {
    imdb: 256009,
    nom: 'El espinazo del diablo',
    nomo: 'El espinazo del diablo',
    nomen: "The Devil's Backbone",
    anio: 2001,
    dura: 106,
    gens: ['DR', 'FN', 'TE'],
    rate: 7.4,
    votos: 140000,
    arg:
      'En los últimos meses de la Guerra Civil, Carlos, hijo de un republicano muerto en el frente, ' +
      'llega a un orfanato aislado en mitad del páramo. En el patio hay una bomba sin estallar y en ' +
      'los sótanos ronda el fantasma de un niño desaparecido. Mientras los adultos guardan oro para ' +
      'la causa, el rencor del conserje amenaza a todos.',
    pers: {
      d: [[868219, 'Guillermo del Toro']],
      a: [
        [null, 'Marisa Paredes'],
        [null, 'Eduardo Noriega'],
        [null, 'Federico Luppi'],
        [null, 'Fernando Tielve'],
        [null, 'Íñigo Garcés'],
      ],
      w: [
        [868219, 'Guillermo del Toro'],
        [null, 'Antonio Trashorras'],
        [null, 'David Muñoz'],
      ],
      c: [
        [null, 'Javier Navarrete'],
        [null, 'Guillermo Navarro'],
      ],
    },
    cols: {},
  },
  {
    imdb: 5639354,
    nom: 'Una mujer fantástica',
    nomo: 'Una mujer fantástica',
    nomen: 'A Fantastic Woman',
    anio: 2017,
    dura: 104,
    gens: ['DR'],
    rate: 7.1,
    votos: 35000,
    arg:
      'Marina, una mujer trans que canta en bares de Santiago de Chile, vive con Orlando, un ' +
      'hombre mayor que ella. Cuando él muere de forma repentina, la familia de Orlando y la ' +
      'policía la tratan como a una sospechosa y le niegan incluso el derecho a despedirse. Marina ' +
      'se enfrenta a todos con la misma entereza con la que ha construido su vida.',
    pers: {
      d: [[null, 'Sebastián Lelio']],
      a: [
        [null, 'Daniela Vega'],
        [null, 'Francisco Reyes'],
        [null, 'Luis Gnecco'],
        [null, 'Aline Küppenheim'],
        [null, 'Nicolás Saavedra'],
      ],
      w: [
        [null, 'Sebastián Lelio'],
        [null, 'Gonzalo Maza'],
      ],
      c: [
        [null, 'Matthew Herbert'],
        [null, 'Benjamín Echazarreta'],
      ],
    },
    cols: {},
  },
  {
    imdb: 2059255,
    nom: 'No',
    nomo: 'No',
    nomen: 'No',
    anio: 2012,
    dura: 118,
    gens: ['DR', 'HI'],
    rate: 7.4,
    votos: 30000,
    arg:
      'En 1988, presionado por el mundo, Pinochet convoca un plebiscito para seguir en el poder. ' +
      'Los partidos de la oposición encargan su franja de televisión a René Saavedra, un joven ' +
      'publicista que propone vender el «No» como si fuera un refresco, con alegría en lugar de ' +
      'denuncia. Mientras tanto, su propio jefe trabaja para la campaña del «Sí».',
    pers: {
      d: [[1883257, 'Pablo Larraín']],
      a: [
        [305558, 'Gael García Bernal'],
        [null, 'Alfredo Castro'],
        [null, 'Luis Gnecco'],
        [null, 'Antonia Zegers'],
        [null, 'Marcial Tagle'],
      ],
      w: [
        [null, 'Pedro Peirano'],
        [null, 'Antonio Skármeta'],
      ],
      c: [
        [null, 'Carlos Cabezas'],
        [null, 'Sergio Armstrong'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1619029,
    nom: 'Jackie',
    nomo: 'Jackie',
    nomen: 'Jackie',
    anio: 2016,
    dura: 100,
    gens: ['BI', 'DR', 'HI'],
    rate: 6.6,
    votos: 100000,
    arg:
      'Una semana después del asesinato de John F. Kennedy en Dallas, su viuda recibe a un ' +
      'periodista en su casa de Massachusetts. Entre la entrevista y los recuerdos, se reviven los ' +
      'días en que Jacqueline Kennedy, en pleno duelo, tuvo que consolar a sus hijos y dejar la Casa ' +
      'Blanca. Aun así, se empeñó en decidir cómo recordaría la historia a su marido.',
    pers: {
      d: [[1883257, 'Pablo Larraín']],
      a: [
        [null, 'Natalie Portman'],
        [null, 'Peter Sarsgaard'],
        [null, 'Greta Gerwig'],
        [null, 'Billy Crudup'],
        [457, 'John Hurt'],
      ],
      w: [[null, 'Noah Oppenheim']],
      c: [
        [null, 'Mica Levi'],
        [null, 'Stéphane Fontaine'],
      ],
    },
    cols: {},
  },
  {
    imdb: 12536294,
    nom: 'Spencer',
    nomo: 'Spencer',
    nomen: 'Spencer',
    anio: 2021,
    dura: 117,
    gens: ['BI', 'DR'],
    rate: 6.6,
    votos: 100000,
    arg:
      'Navidad de 1991: la princesa Diana llega tarde, como siempre, a la finca real de ' +
      'Sandringham para pasar tres días con la familia de su marido. Los rituales, las comidas y la ' +
      'vigilancia constante la asfixian, y su matrimonio está roto. Entre recuerdos de su infancia ' +
      'y visiones de Ana Bolena, decide qué vida quiere para ella y sus hijos.',
    pers: {
      d: [[1883257, 'Pablo Larraín']],
      a: [
        [null, 'Kristen Stewart'],
        [null, 'Timothy Spall'],
        [null, 'Jack Farthing'],
        [null, 'Sean Harris'],
        [1020089, 'Sally Hawkins'],
      ],
      w: [[null, 'Steven Knight']],
      c: [
        [null, 'Jonny Greenwood'],
        [null, 'Claire Mathon'],
      ],
    },
    cols: {},
  },
  {
    imdb: 247586,
    nom: 'Nueve reinas',
    nomo: 'Nueve reinas',
    nomen: 'Nine Queens',
    anio: 2000,
    dura: 114,
    gens: ['CR', 'DR', 'SU'],
    rate: 7.9,
    votos: 55000,
    arg:
      'Marcos, un estafador veterano, se fija en Juan mientras este intenta un timo torpe en una ' +
      'gasolinera de Buenos Aires y lo toma como socio por un día. Por casualidad les llega la ' +
      'ocasión de vender a un coleccionista una falsificación de las Nueve Reinas, una serie de ' +
      'sellos valiosísima. En una ciudad donde todos engañan, nadie sabe quién está timando a quién.',
    pers: {
      d: [[null, 'Fabián Bielinsky']],
      a: [
        [201857, 'Ricardo Darín'],
        [667282, 'Gastón Pauls'],
        [null, 'Leticia Brédice'],
        [null, 'Tomás Fonzi'],
        [null, 'Ignasi Abadal'],
      ],
      w: [[null, 'Fabián Bielinsky']],
      c: [
        [null, 'César Lerner'],
        [null, 'Marcelo Camorino'],
      ],
    },
    cols: {},
  },
  {
    imdb: 89276,
    nom: 'La historia oficial',
    nomo: 'La historia oficial',
    nomen: 'The Official Story',
    anio: 1985,
    dura: 112,
    gens: ['DR', 'HI'],
    rate: 7.8,
    votos: 13000,
    arg:
      'Alicia, profesora de Historia en un colegio de Buenos Aires, vive acomodada con su marido y ' +
      'la niña que adoptaron cinco años antes. Con el final de la dictadura, una amiga que vuelve ' +
      'del exilio le hace sospechar que su hija puede ser hija de una desaparecida. Su búsqueda la ' +
      'lleva hasta las Abuelas de Plaza de Mayo y a la verdad sobre su marido.',
    pers: {
      d: [[null, 'Luis Puenzo']],
      a: [
        [1903, 'Norma Aleandro'],
        [22765, 'Héctor Alterio'],
        [null, 'Chunchuna Villafañe'],
        [null, 'Hugo Arana'],
        [null, 'Guillermo Battaglia'],
      ],
      w: [
        [null, 'Aída Bortnik'],
        [null, 'Luis Puenzo'],
      ],
      c: [
        [null, 'Atilio Stampone'],
        [null, 'Félix Monti'],
      ],
    },
    cols: {},
  },
  {
    imdb: 15301048,
    nom: 'Argentina, 1985',
    nomo: 'Argentina, 1985',
    nomen: 'Argentina, 1985',
    anio: 2022,
    dura: 140,
    gens: ['BI', 'CR', 'DR', 'HI'],
    rate: 7.7,
    votos: 45000,
    arg:
      'En 1985, el fiscal Julio Strassera recibe el encargo de acusar a los comandantes de la ' +
      'última dictadura militar argentina. Con pocos apoyos y amenazas constantes, forma un equipo ' +
      'de abogados jóvenes e inexpertos, dirigido por su adjunto Luis Moreno Ocampo. Juntos reúnen ' +
      'los testimonios de cientos de víctimas para un juicio sin precedentes.',
    pers: {
      d: [[1377207, 'Santiago Mitre']],
      a: [
        [201857, 'Ricardo Darín'],
        [2306611, 'Peter Lanzani'],
        [281371, 'Alejandra Flechner'],
        [null, 'Norman Briski'],
        [null, 'Carlos Portaluppi'],
      ],
      w: [
        [1377207, 'Santiago Mitre'],
        [null, 'Mariano Llinás'],
      ],
      c: [
        [null, 'Pedro Osuna'],
        [null, 'Javier Juliá'],
      ],
    },
    cols: {},
  },
  {
    imdb: 318462,
    nom: 'Diarios de motocicleta',
    nomo: 'Diarios de motocicleta',
    nomen: 'The Motorcycle Diaries',
    anio: 2004,
    dura: 126,
    gens: ['AV', 'BI', 'DR'],
    rate: 7.7,
    votos: 115000,
    arg:
      'En 1952, dos jóvenes argentinos, el estudiante de Medicina Ernesto Guevara y el bioquímico ' +
      'Alberto Granado, emprenden un viaje por Sudamérica a lomos de una vieja moto. Lo que empieza ' +
      'como una aventura llena de excesos se convierte en un descubrimiento de la pobreza y la ' +
      'injusticia del continente. Su paso por una leprosería peruana los cambia para siempre.',
    pers: {
      d: [[758574, 'Walter Salles']],
      a: [
        [305558, 'Gael García Bernal'],
        [null, 'Rodrigo de la Serna'],
        [null, 'Mía Maestro'],
        [608187, 'Mercedes Morán'],
        [null, 'Jean Pierre Noher'],
      ],
      w: [
        [null, 'José Rivera'],
        [null, 'Ernesto Guevara'],
        [null, 'Alberto Granado'],
      ],
      c: [
        [null, 'Gustavo Santaolalla'],
        [null, 'Eric Gautier'],
      ],
    },
    cols: {},
  },
  {
    imdb: 140888,
    nom: 'Estación central de Brasil',
    nomo: 'Central do Brasil',
    nomen: 'Central Station',
    anio: 1998,
    dura: 110,
    gens: ['DR'],
    rate: 8.0,
    votos: 45000,
    arg:
      'Dora, una maestra jubilada y amargada, se gana la vida escribiendo cartas para analfabetos ' +
      'en la gran estación de Río de Janeiro, y muchas nunca las envía. Cuando la madre de uno de ' +
      'sus clientes muere atropellada, se hace cargo a regañadientes de su hijo Josué, de nueve ' +
      'años. Juntos cruzan el sertón en busca del padre que el niño no conoce.',
    pers: {
      d: [[758574, 'Walter Salles']],
      a: [
        [null, 'Fernanda Montenegro'],
        [null, 'Vinícius de Oliveira'],
        [null, 'Marília Pêra'],
        [null, 'Soia Lira'],
        [null, 'Othon Bastos'],
      ],
      w: [
        [null, 'João Emanuel Carneiro'],
        [null, 'Marcos Bernstein'],
        [758574, 'Walter Salles'],
      ],
      c: [
        [null, 'Antonio Pinto'],
        [null, 'Jaques Morelenbaum'],
        [null, 'Walter Carvalho'],
      ],
    },
    cols: {},
  },
  {
    imdb: 319769,
    nom: 'Los lunes al sol',
    nomo: 'Los lunes al sol',
    nomen: 'Mondays in the Sun',
    anio: 2002,
    dura: 113,
    gens: ['DR'],
    rate: 7.6,
    votos: 22000,
    arg:
      'En una ciudad del norte de España, un grupo de hombres despedidos del astillero pasa los ' +
      'días entre el bar de un compañero, las oficinas de empleo y las chapuzas. Santa, el más ' +
      'deslenguado, se niega a pagar la farola que rompió durante las protestas. Con humor y ' +
      'tristeza, cada uno intenta no perder la dignidad que les quitó el paro.',
    pers: {
      d: [[null, 'Fernando León de Aranoa']],
      a: [
        [849, 'Javier Bardem'],
        [null, 'Luis Tosar'],
        [null, 'José Ángel Egido'],
        [null, 'Nieve de Medina'],
        [null, 'Enrique Villén'],
        [null, 'Celso Bugallo'],
      ],
      w: [
        [null, 'Fernando León de Aranoa'],
        [null, 'Ignacio del Moral'],
      ],
      c: [
        [null, 'Lucio Godoy'],
        [null, 'Alfredo Mayo'],
      ],
    },
    cols: {},
  },
  {
    imdb: 13066182,
    nom: 'El buen patrón',
    nomo: 'El buen patrón',
    nomen: 'The Good Boss',
    anio: 2021,
    dura: 120,
    gens: ['CO', 'DR'],
    rate: 7.1,
    votos: 22000,
    arg:
      'Blanco, dueño de una fábrica de básculas de provincias, espera la visita del comité que ' +
      'puede darle un premio a la excelencia empresarial. En esa semana decisiva se le complica ' +
      'todo: un empleado despedido acampa ante la puerta, su encargado descuida el trabajo por sus ' +
      'problemas de pareja y él se enreda con una becaria. Para que todo cuadre, el patrón ' +
      'paternal no dudará en manipular a cuantos le rodean.',
    pers: {
      d: [[null, 'Fernando León de Aranoa']],
      a: [
        [849, 'Javier Bardem'],
        [null, 'Manolo Solo'],
        [null, 'Almudena Amor'],
        [null, 'Óscar de la Fuente'],
        [null, 'Sonia Almarcha'],
      ],
      w: [[null, 'Fernando León de Aranoa']],
      c: [
        [null, 'Zeltia Montes'],
        [null, 'Pau Esteve Birba'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1422032,
    nom: 'También la lluvia',
    nomo: 'También la lluvia',
    nomen: 'Even the Rain',
    anio: 2010,
    dura: 103,
    gens: ['DR', 'HI'],
    rate: 7.4,
    votos: 17000,
    arg:
      'Un director y su productor llegan a Cochabamba, en Bolivia, para rodar con poco dinero una ' +
      'película sobre Colón y la rebelión de los indígenas contra los conquistadores. Contratan como ' +
      'extras a vecinos del lugar, entre ellos Daniel, que encabeza la protesta contra la ' +
      'privatización del agua. La guerra del agua de 2000 estalla y el rodaje se convierte en el ' +
      'reflejo de otra conquista.',
    pers: {
      d: [[null, 'Icíar Bollaín']],
      a: [
        [null, 'Luis Tosar'],
        [305558, 'Gael García Bernal'],
        [null, 'Juan Carlos Aduviri'],
        [null, 'Karra Elejalde'],
        [null, 'Raúl Arévalo'],
      ],
      w: [[null, 'Paul Laverty']],
      c: [
        [null, 'Alberto Iglesias'],
        [null, 'Álex Catalán'],
      ],
    },
    cols: {},
  },
  {
    imdb: 4857264,
    nom: 'Contratiempo',
    nomo: 'Contratiempo',
    nomen: 'The Invisible Guest',
    anio: 2016,
    dura: 106,
    gens: ['CR', 'DR', 'MI'],
    rate: 8.0,
    votos: 200000,
    arg:
      'Adrián Doria, un empresario de éxito, despierta en la habitación de un hotel junto al ' +
      'cadáver de su amante, con la puerta cerrada por dentro. Acusado del crimen, prepara su ' +
      'defensa con una abogada de prestigio que sólo dispone de unas horas. Para salvarse tendrá ' +
      'que contarle toda la verdad, incluido un accidente de coche que ambos amantes ocultaron.',
    pers: {
      d: [[null, 'Oriol Paulo']],
      a: [
        [null, 'Mario Casas'],
        [null, 'Ana Wagener'],
        [null, 'Jose Coronado'],
        [null, 'Bárbara Lennie'],
        [null, 'Francesc Orella'],
      ],
      w: [[null, 'Oriol Paulo']],
      c: [
        [null, 'Fernando Velázquez'],
        [null, 'Xavi Giménez'],
      ],
    },
    cols: {},
  },
  {
    imdb: 8228288,
    nom: 'El hoyo',
    nomo: 'El hoyo',
    nomen: 'The Platform',
    anio: 2019,
    dura: 94,
    gens: ['TE', 'CF', 'SU'],
    rate: 7.0,
    votos: 280000,
    arg:
      'Goreng despierta en el nivel 48 de una prisión vertical, con un compañero de celda y un ' +
      'agujero en el centro del suelo. Cada día baja por él una plataforma con comida: los de ' +
      'arriba se atiborran y a los de abajo no les llega nada. Cada mes los presos cambian de nivel ' +
      'al azar, y Goreng decide romper las reglas de ese reparto.',
    pers: {
      d: [[null, 'Galder Gaztelu-Urrutia']],
      a: [
        [null, 'Ivan Massagué'],
        [null, 'Zorion Eguileor'],
        [null, 'Antonia San Juan'],
        [null, 'Emilio Buale'],
        [null, 'Alexandra Masangkay'],
      ],
      w: [
        [null, 'David Desola'],
        [null, 'Pedro Rivero'],
      ],
      c: [
        [null, 'Aránzazu Calleja'],
        [null, 'Jon D. Domínguez'],
      ],
    },
    cols: {},
  },
  {
    imdb: 14961016,
    nom: 'Aún estoy aquí',
    nomo: 'Ainda Estou Aqui',
    nomen: "I'm Still Here",
    anio: 2024,
    dura: 137,
    gens: ['BI', 'DR', 'HI'],
    rate: 7.9,
    votos: 90000,
    arg:
      'Río de Janeiro, 1971: Eunice Paiva vive con su marido, el exdiputado Rubens Paiva, y sus ' +
      'cinco hijos en una casa abierta y alegre frente al mar. Un día, agentes de la dictadura ' +
      'militar se llevan a Rubens y él nunca vuelve. Eunice tendrá que sacar adelante a la familia ' +
      'mientras lucha durante décadas por saber qué le ocurrió.',
    pers: {
      d: [[758574, 'Walter Salles']],
      a: [
        [868639, 'Fernanda Torres'],
        [null, 'Selton Mello'],
        [null, 'Fernanda Montenegro'],
        [null, 'Valentina Herszage'],
        [null, 'Luiza Kosovski'],
      ],
      w: [
        [null, 'Murilo Hauser'],
        [null, 'Heitor Lorega'],
        [null, 'Marcelo Rubens Paiva'],
      ],
      c: [
        [null, 'Warren Ellis'],
        [null, 'Adrian Teijido'],
      ],
    },
    cols: {},
  },
  {
    imdb: 4411504,
    nom: 'El Clan',
    nomo: 'El Clan',
    nomen: 'The Clan',
    anio: 2015,
    dura: 110,
    gens: ['BI', 'CR', 'DR'],
    rate: 7.1,
    votos: 25000,
    arg:
      'En la Argentina de comienzos de los ochenta, los Puccio parecen una familia respetable de ' +
      'San Isidro. El padre, Arquímedes, antiguo agente de inteligencia, secuestra a gente rica y ' +
      'la esconde en su propia casa, con la ayuda de su hijo Alejandro, estrella del rugby. Cuando ' +
      'la dictadura termina, el negocio se vuelve cada vez más peligroso.',
    pers: {
      d: [[null, 'Pablo Trapero']],
      a: [
        [289856, 'Guillermo Francella'],
        [2306611, 'Peter Lanzani'],
        [null, 'Lili Popovich'],
        [null, 'Gastón Cocchiarale'],
        [null, 'Giselle Motta'],
      ],
      w: [[null, 'Pablo Trapero']],
      c: [
        [null, 'Sebastián Escofet'],
        [null, 'Julián Apezteguia'],
      ],
    },
    cols: {},
  },
  {
    imdb: 4285496,
    nom: 'El abrazo de la serpiente',
    nomo: 'El abrazo de la serpiente',
    nomen: 'Embrace of the Serpent',
    anio: 2015,
    dura: 125,
    gens: ['AV', 'DR', 'HI'],
    rate: 7.8,
    votos: 25000,
    arg:
      'Karamakate, un chamán amazónico, último superviviente de su pueblo, guía a dos científicos ' +
      'blancos en busca de la yakruna, una planta sagrada, con cuarenta años de diferencia. En 1909 ' +
      'acompaña a un etnógrafo alemán enfermo; en los años cuarenta, ya anciano y sin memoria, a un ' +
      'botánico estadounidense. Por el río ven la huella de los caucheros y de las misiones.',
    pers: {
      d: [[null, 'Ciro Guerra']],
      a: [
        [null, 'Nilbio Torres'],
        [null, 'Antonio Bolívar'],
        [null, 'Jan Bijvoet'],
        [null, 'Brionne Davis'],
        [null, 'Yauenkü Migue'],
      ],
      w: [
        [null, 'Ciro Guerra'],
        [null, 'Jacques Toulemonde'],
      ],
      c: [
        [null, 'Nascuy Linares'],
        [null, 'David Gallego'],
      ],
    },
    cols: {},
  },
  {
    imdb: 4375438,
    nom: 'El Club',
    nomo: 'El Club',
    nomen: 'The Club',
    anio: 2015,
    dura: 98,
    gens: ['DR'],
    rate: 7.2,
    votos: 14000,
    arg:
      'En una casa de un pueblo costero de Chile viven, apartados por la Iglesia, cuatro curas ' +
      'culpables de delitos que nunca se juzgaron, cuidados por una monja. Pasan los días rezando y ' +
      'entrenando a un galgo para las carreras. La llegada de un nuevo inquilino y de un hombre que ' +
      'grita sus abusos ante la puerta rompe su calma.',
    pers: {
      d: [[1883257, 'Pablo Larraín']],
      a: [
        [null, 'Alfredo Castro'],
        [null, 'Roberto Farías'],
        [null, 'Antonia Zegers'],
        [null, 'Jaime Vadell'],
        [null, 'Alejandro Goic'],
      ],
      w: [
        [null, 'Guillermo Calderón'],
        [null, 'Daniel Villalobos'],
        [1883257, 'Pablo Larraín'],
      ],
      c: [
        [null, 'Carlos Cabezas'],
        [null, 'Sergio Armstrong'],
      ],
    },
    cols: {},
  },
  {
    imdb: 4698584,
    nom: 'Neruda',
    nomo: 'Neruda',
    nomen: 'Neruda',
    anio: 2016,
    dura: 107,
    gens: ['BI', 'DR', 'HI'],
    rate: 6.8,
    votos: 11000,
    arg:
      'En 1948, el senador comunista y poeta Pablo Neruda denuncia al presidente de Chile y tiene ' +
      'que esconderse para no ser detenido. Un inspector de policía vanidoso, Óscar Peluchonneau, ' +
      'recibe la orden de darle caza. La persecución se vuelve un juego entre los dos, en el que el ' +
      'poeta parece escribir el papel de su perseguidor.',
    pers: {
      d: [[1883257, 'Pablo Larraín']],
      a: [
        [null, 'Luis Gnecco'],
        [305558, 'Gael García Bernal'],
        [608187, 'Mercedes Morán'],
        [null, 'Diego Muñoz'],
        [null, 'Pablo Derqui'],
      ],
      w: [[null, 'Guillermo Calderón']],
      c: [
        [null, 'Federico Jusid'],
        [null, 'Sergio Armstrong'],
      ],
    },
    cols: {},
  },
  {
    imdb: 103994,
    nom: 'Como agua para chocolate',
    nomo: 'Como agua para chocolate',
    nomen: 'Like Water for Chocolate',
    anio: 1992,
    dura: 105,
    gens: ['DR', 'RO'],
    rate: 7.1,
    votos: 21000,
    arg:
      'En un rancho de la frontera mexicana, a comienzos del siglo XX, la tradición obliga a Tita, ' +
      'la hija menor, a cuidar de su madre hasta que muera y a renunciar al matrimonio. Pedro, su ' +
      'enamorado, se casa con la hermana mayor para estar cerca de ella. Tita vuelca sus ' +
      'sentimientos en la cocina, y quienes prueban sus platos sienten lo mismo que ella.',
    pers: {
      d: [[null, 'Alfonso Arau']],
      a: [
        [null, 'Lumi Cavazos'],
        [null, 'Marco Leonardi'],
        [null, 'Regina Torné'],
        [null, 'Mario Iván Martínez'],
        [null, 'Ada Carrasco'],
      ],
      w: [[null, 'Laura Esquivel']],
      c: [
        [null, 'Leo Brouwer'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: {},
  },
  {
    imdb: 313196,
    nom: 'El crimen del padre Amaro',
    nomo: 'El crimen del padre Amaro',
    nomen: 'The Crime of Padre Amaro',
    anio: 2002,
    dura: 118,
    gens: ['DR', 'RO'],
    rate: 6.7,
    votos: 20000,
    arg:
      'Amaro, un sacerdote joven y ambicioso, llega a la parroquia de un pueblo mexicano para ' +
      'formarse con un párroco que tiene una amante y tratos con el narcotráfico. Pronto se enamora ' +
      'de Amelia, una muchacha devota de diecisiete años. Su relación secreta pone a prueba sus ' +
      'votos y su carrera dentro de la Iglesia.',
    pers: {
      d: [[null, 'Carlos Carrera']],
      a: [
        [305558, 'Gael García Bernal'],
        [null, 'Ana Claudia Talancón'],
        [null, 'Sancho Gracia'],
        [null, 'Angélica Aragón'],
        [null, 'Damián Alcázar'],
      ],
      w: [
        [null, 'Vicente Leñero'],
        [null, 'José Maria de Eça de Queirós'],
      ],
      c: [
        [null, 'Rosino Serrano'],
        [null, 'Guillermo Granillo'],
      ],
    },
    cols: {},
  },
  {
    imdb: 4562518,
    nom: 'El ciudadano ilustre',
    nomo: 'El ciudadano ilustre',
    nomen: 'The Distinguished Citizen',
    anio: 2016,
    dura: 118,
    gens: ['CO', 'DR'],
    rate: 7.6,
    votos: 17000,
    arg:
      'Daniel Mantovani, escritor argentino afincado en Europa, acaba de recibir el Nobel de ' +
      'Literatura y rechaza todas las invitaciones. Sólo acepta una: volver a Salas, el pueblo de ' +
      'la provincia de Buenos Aires donde nació y del que salen todas sus novelas. Los homenajes ' +
      'y reencuentros del regreso se vuelven cada vez más incómodos.',
    pers: {
      d: [
        [null, 'Mariano Cohn'],
        [null, 'Gastón Duprat'],
      ],
      a: [
        [null, 'Oscar Martínez'],
        [null, 'Dady Brieva'],
        [null, 'Andrea Frigerio'],
        [null, 'Nora Navas'],
        [null, 'Manuel Vicente'],
      ],
      w: [[null, 'Andrés Duprat']],
      c: [
        [null, 'Toni M. Mir'],
        [null, 'Mariano Cohn'],
        [null, 'Gastón Duprat'],
      ],
    },
    cols: {},
  },
  {
    imdb: 378284,
    nom: 'Machuca',
    nomo: 'Machuca',
    nomen: 'Machuca',
    anio: 2004,
    dura: 121,
    gens: ['DR', 'HI'],
    rate: 7.8,
    votos: 12000,
    arg:
      'Santiago de Chile, 1973: un colegio religioso de clase alta abre sus aulas a niños de una ' +
      'población pobre cercana. Gonzalo Infante, hijo de una familia acomodada, se hace amigo de ' +
      'Pedro Machuca, uno de los recién llegados. Su amistad crece en los meses de tensión que ' +
      'preceden al golpe militar, que los separará de forma brutal.',
    pers: {
      d: [[null, 'Andrés Wood']],
      a: [
        [null, 'Matías Quer'],
        [null, 'Ariel Mateluna'],
        [null, 'Manuela Martelli'],
        [null, 'Aline Küppenheim'],
        [null, 'Federico Luppi'],
      ],
      w: [
        [null, 'Roberto Brodsky'],
        [null, 'Mamoun Hassan'],
        [null, 'Andrés Wood'],
        [null, 'Eliseo Altunaga'],
      ],
      c: [
        [null, 'José Miguel Miranda'],
        [null, 'José Miguel Tobar'],
        [null, 'Miguel Joan Littin'],
      ],
    },
    cols: {},
  },
  {
    imdb: 861739,
    nom: 'Tropa de élite',
    nomo: 'Tropa de Elite',
    nomen: 'Elite Squad',
    anio: 2007,
    dura: 115,
    gens: ['AC', 'CR', 'DR'],
    rate: 8.0,
    votos: 110000,
    arg:
      'Río de Janeiro, 1997: el capitán Nascimento, agotado y a punto de ser padre, manda un ' +
      'escuadrón del BOPE, la unidad de élite que entra en las favelas controladas por el ' +
      'narcotráfico. Antes de dejarlo tiene que encontrar a su sucesor entre dos jóvenes policías ' +
      'honestos. Los dos descubren la corrupción de la policía y la dureza de su entrenamiento.',
    pers: {
      d: [[null, 'José Padilha']],
      a: [
        [null, 'Wagner Moura'],
        [null, 'André Ramiro'],
        [null, 'Caio Junqueira'],
        [null, 'Milhem Cortaz'],
        [null, 'Fernanda Machado'],
      ],
      w: [
        [null, 'Bráulio Mantovani'],
        [null, 'José Padilha'],
        [null, 'Rodrigo Pimentel'],
      ],
      c: [
        [null, 'Pedro Bromfman'],
        [null, 'Lula Carvalho'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1705786,
    nom: 'Un cuento chino',
    nomo: 'Un cuento chino',
    nomen: 'Chinese Take-Away',
    anio: 2011,
    dura: 93,
    gens: ['CO', 'DR'],
    rate: 7.3,
    votos: 22000,
    arg:
      'Roberto, un ferretero solitario y maniático de Buenos Aires, colecciona noticias absurdas ' +
      'recortadas de los periódicos. Un día ve cómo echan de un taxi a Jun, un joven chino que no ' +
      'habla una palabra de castellano y busca a su tío. Sin quererlo, Roberto acaba alojándolo en ' +
      'su casa mientras intentan entenderse.',
    pers: {
      d: [[null, 'Sebastián Borensztein']],
      a: [
        [201857, 'Ricardo Darín'],
        [null, 'Ignacio Huang'],
        [null, 'Muriel Santa Ana'],
        [null, 'Iván Romanelli'],
        [null, 'Vivian Jaber'],
      ],
      w: [[null, 'Sebastián Borensztein']],
      c: [
        [null, 'Lucio Godoy'],
        [null, 'Rolo Pulpeiro'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1206488,
    nom: 'La teta asustada',
    nomo: 'La teta asustada',
    nomen: 'The Milk of Sorrow',
    anio: 2009,
    dura: 95,
    gens: ['DR', 'MU'],
    rate: 6.7,
    votos: 7000,
    arg:
      'Fausta, una joven de Lima, cree padecer «la teta asustada», el mal que según los suyos ' +
      'transmiten por la leche las mujeres violadas durante los años del terrorismo. Cuando su ' +
      'madre muere, quiere llevar el cuerpo a enterrar a su pueblo y entra a servir en casa de una ' +
      'pianista rica. Allí canta para vencer el miedo, y su patrona empieza a quedarse con sus ' +
      'canciones.',
    pers: {
      d: [[null, 'Claudia Llosa']],
      a: [
        [null, 'Magaly Solier'],
        [null, 'Susi Sánchez'],
        [null, 'Efraín Solís'],
        [null, 'Bárbara Lazón'],
        [null, 'Marino Ballón'],
      ],
      w: [[null, 'Claudia Llosa']],
      c: [
        [null, 'Selma Mutal'],
        [null, 'Natasha Braier'],
      ],
    },
    cols: {},
  },
  {
    imdb: 89424,
    nom: 'El beso de la mujer araña',
    nomo: 'Kiss of the Spider Woman',
    nomen: 'Kiss of the Spider Woman',
    anio: 1985,
    dura: 120,
    gens: ['DR'],
    rate: 7.3,
    votos: 17000,
    arg:
      'En una cárcel de un país latinoamericano comparten celda Molina, un homosexual condenado por ' +
      'corrupción de menores, y Valentín, un preso político torturado. Para pasar las horas, ' +
      'Molina le cuenta con todo detalle las películas románticas que ama. Entre los dos nace una ' +
      'amistad que los guardianes intentan aprovechar.',
    pers: {
      d: [[null, 'Héctor Babenco']],
      a: [
        [458, 'William Hurt'],
        [null, 'Raul Julia'],
        [null, 'Sônia Braga'],
        [null, 'José Lewgoy'],
        [null, 'Milton Gonçalves'],
      ],
      w: [
        [null, 'Leonard Schrader'],
        [null, 'Manuel Puig'],
      ],
      c: [
        [null, 'John Neschling'],
        [null, 'Rodolfo Sánchez'],
      ],
    },
    cols: {},
  },
  {
    imdb: 112922,
    nom: 'El día de la bestia',
    nomo: 'El día de la bestia',
    nomen: 'The Day of the Beast',
    anio: 1995,
    dura: 103,
    gens: ['CO', 'TE'],
    rate: 7.1,
    votos: 30000,
    arg:
      'Un cura vasco experto en teología descifra en el Apocalipsis que el Anticristo nacerá en ' +
      'Madrid la noche de Navidad de 1995. Para encontrarlo decide hacer todo el mal posible y ' +
      'pactar con el diablo. Lo acompañan un heavy de Carabanchel y el presentador de un programa ' +
      'de ocultismo en una noche disparatada por la ciudad.',
    pers: {
      d: [[null, 'Álex de la Iglesia']],
      a: [
        [null, 'Álex Angulo'],
        [null, 'Armando De Razza'],
        [null, 'Santiago Segura'],
        [null, 'Terele Pávez'],
        [null, 'Nathalie Seseña'],
      ],
      w: [
        [null, 'Jorge Guerricaechevarría'],
        [null, 'Álex de la Iglesia'],
      ],
      c: [
        [null, 'Battista Lena'],
        [null, 'Flavio Martínez Labiano'],
      ],
    },
    cols: {},
  },
  {
    imdb: 314412,
    nom: 'Mi vida sin mí',
    nomo: 'My Life Without Me',
    nomen: 'My Life Without Me',
    anio: 2003,
    dura: 106,
    gens: ['DR', 'RO'],
    rate: 7.4,
    votos: 28000,
    arg:
      'Ann tiene veintitrés años, dos hijas pequeñas, un marido en paro y un trabajo nocturno de ' +
      'limpiadora en Vancouver. Cuando le dicen que tiene un cáncer terminal y le quedan pocos ' +
      'meses, decide no contárselo a nadie. Escribe una lista de cosas que quiere hacer antes de ' +
      'morir y se pone a cumplirlas una a una.',
    pers: {
      d: [[null, 'Isabel Coixet']],
      a: [
        [null, 'Sarah Polley'],
        [null, 'Amanda Plummer'],
        [null, 'Scott Speedman'],
        [null, 'Leonor Watling'],
        [749263, 'Mark Ruffalo'],
      ],
      w: [
        [null, 'Isabel Coixet'],
        [null, 'Nanci Kincaid'],
      ],
      c: [
        [null, 'Alfonso de Vilallonga'],
        [null, 'Jean-Claude Larrieu'],
      ],
    },
    cols: {},
  },
  {
    imdb: 188030,
    nom: 'La lengua de las mariposas',
    nomo: 'La lengua de las mariposas',
    nomen: 'Butterfly',
    anio: 1999,
    dura: 96,
    gens: ['DR'],
    rate: 7.6,
    votos: 13000,
    arg:
      'En un pueblo gallego de 1936, Moncho, un niño asmático y asustadizo, empieza por fin a ir a ' +
      'la escuela. Allí descubre con don Gregorio, un maestro viejo y republicano, la naturaleza, ' +
      'los libros y la libertad. El golpe militar de julio rompe ese mundo y obliga a todo el pueblo ' +
      'a tomar partido.',
    pers: {
      d: [[null, 'José Luis Cuerda']],
      a: [
        [null, 'Fernando Fernán Gómez'],
        [null, 'Manuel Lozano'],
        [null, 'Uxía Blanco'],
        [null, 'Gonzalo Uriarte'],
        [null, 'Alexis de los Santos'],
      ],
      w: [
        [null, 'Rafael Azcona'],
        [null, 'Manuel Rivas'],
      ],
      c: [
        [24622, 'Alejandro Amenábar'],
        [null, 'Javier G. Salmones'],
      ],
    },
    cols: {},
  },
  {
    imdb: 2955316,
    nom: 'Ocho apellidos vascos',
    nomo: 'Ocho apellidos vascos',
    nomen: 'Spanish Affair',
    anio: 2014,
    dura: 98,
    gens: ['CO', 'RO'],
    rate: 6.6,
    votos: 25000,
    arg:
      'Rafa, un señorito sevillano que nunca ha salido de Andalucía, se enamora de Amaia, una ' +
      'chica vasca que pasa por Sevilla y lo deja plantado. Decidido a reconquistarla, viaja a un ' +
      'pueblo de Guipúzcoa. Allí tendrá que fingirse vasco de pura cepa ante el padre de ella, un ' +
      'marinero que no soporta a los andaluces.',
    pers: {
      d: [[null, 'Emilio Martínez-Lázaro']],
      a: [
        [null, 'Dani Rovira'],
        [null, 'Clara Lago'],
        [null, 'Karra Elejalde'],
        [null, 'Carmen Machi'],
        [null, 'Alfonso Sánchez'],
      ],
      w: [
        [null, 'Borja Cobeaga'],
        [null, 'Diego San José'],
      ],
      c: [
        [null, 'Fernando Velázquez'],
        [null, 'Gonzalo F. Berridi'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1488589,
    nom: 'Pinocho de Guillermo del Toro',
    nomo: "Guillermo del Toro's Pinocchio",
    nomen: "Guillermo del Toro's Pinocchio",
    anio: 2022,
    dura: 117,
    gens: ['AN', 'DR', 'FA', 'FN'],
    rate: 7.6,
    votos: 130000,
    arg:
      'En la Italia de Mussolini, el carpintero Geppetto pierde a su hijo Carlo en un bombardeo y, ' +
      'borracho de pena, talla un niño de madera con el pino que plantó junto a su tumba. Un ' +
      'espíritu del bosque le da vida, y Pinocho resulta ser travieso, curioso e incapaz de morir ' +
      'del todo. Un feriante y un jerarca fascista quieren aprovecharse de él.',
    pers: {
      d: [
        [868219, 'Guillermo del Toro'],
        [null, 'Mark Gustafson'],
      ],
      a: [
        [null, 'Ewan McGregor'],
        [null, 'David Bradley'],
        [null, 'Gregory Mann'],
        [null, 'Burn Gorman'],
        [null, 'Ron Perlman'],
        [910607, 'Christoph Waltz'],
        [842770, 'Tilda Swinton'],
      ],
      w: [
        [868219, 'Guillermo del Toro'],
        [null, 'Patrick McHale'],
        [null, 'Carlo Collodi'],
      ],
      c: [
        [6035, 'Alexandre Desplat'],
        [null, 'Frank Passingham'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1312221,
    nom: 'Frankenstein',
    nomo: 'Frankenstein',
    nomen: 'Frankenstein',
    anio: 2025,
    dura: 150,
    gens: ['DR', 'FN', 'TE'],
    rate: 7.5,
    votos: 150000,
    arg:
      'Victor Frankenstein, un científico brillante y soberbio marcado por un padre cruel, ' +
      'consigue devolver la vida a un cuerpo hecho de restos de cadáveres. Horrorizado por su ' +
      'obra, la rechaza y trata de destruirla. La criatura, que aprende sola el lenguaje y la ' +
      'soledad, busca a su creador en los hielos del Ártico para pedirle cuentas.',
    pers: {
      d: [[868219, 'Guillermo del Toro']],
      a: [
        [1209966, 'Oscar Isaac'],
        [null, 'Jacob Elordi'],
        [null, 'Mia Goth'],
        [null, 'Felix Kammerer'],
        [910607, 'Christoph Waltz'],
      ],
      w: [
        [868219, 'Guillermo del Toro'],
        [null, 'Mary Shelley'],
      ],
      c: [
        [6035, 'Alexandre Desplat'],
        [null, 'Dan Laustsen'],
      ],
    },
    cols: {},
  },
  {
    imdb: 11930126,
    nom: 'Alcarràs',
    nomo: 'Alcarràs',
    nomen: 'Alcarràs',
    anio: 2022,
    dura: 120,
    gens: ['DR'],
    rate: 6.8,
    votos: 9000,
    arg:
      'Los Solé cultivan melocotones desde hace generaciones en Alcarràs, en tierras de Lleida que ' +
      'un terrateniente les cedió de palabra después de la guerra. Su heredero quiere ahora ' +
      'arrancar los árboles para instalar placas solares. El último verano de la cosecha pone a ' +
      'prueba a toda la familia, de los abuelos a los niños.',
    pers: {
      d: [[null, 'Carla Simón']],
      a: [
        [null, 'Jordi Pujol Dolcet'],
        [null, 'Anna Otín'],
        [null, 'Xènia Roset'],
        [null, 'Albert Bosch'],
        [null, 'Ainet Jounou'],
      ],
      w: [
        [null, 'Carla Simón'],
        [null, 'Arnau Vilaró'],
      ],
      c: [
        [null, 'Andrea Koch'],
        [null, 'Daniela Cajías'],
      ],
    },
    cols: {},
  },
  {
    imdb: 14176542,
    nom: 'Bardo, falsa crónica de unas cuantas verdades',
    nomo: 'Bardo, falsa crónica de unas cuantas verdades',
    nomen: 'Bardo, False Chronicle of a Handful of Truths',
    anio: 2022,
    dura: 159,
    gens: ['CO', 'DR'],
    rate: 6.6,
    votos: 28000,
    arg:
      'Silverio Gama, un periodista y documentalista mexicano afincado en Los Ángeles, vuelve a su ' +
      'país para recibir un premio internacional. El regreso lo sumerge en un viaje entre la ' +
      'memoria y el delirio en el que se mezclan su familia, la muerte de un hijo y la historia de ' +
      'México. Ya no sabe a qué lugar pertenece.',
    pers: {
      d: [[327944, 'Alejandro G. Iñárritu']],
      a: [
        [null, 'Daniel Giménez Cacho'],
        [null, 'Griselda Siciliani'],
        [null, 'Ximena Lamadrid'],
        [null, 'Íker Sánchez Solano'],
        [null, 'Andrés Almeida'],
      ],
      w: [
        [327944, 'Alejandro G. Iñárritu'],
        [null, 'Nicolás Giacobone'],
      ],
      c: [
        [null, 'Bryce Dessner'],
        [null, 'Darius Khondji'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1242422,
    nom: 'Celda 211',
    nomo: 'Celda 211',
    nomen: 'Cell 211',
    anio: 2009,
    dura: 113,
    gens: ['AC', 'CR', 'DR'],
    rate: 7.6,
    votos: 70000,
    arg:
      'Juan se presenta en la cárcel un día antes de empezar a trabajar como funcionario y, tras ' +
      'un accidente, queda inconsciente en una celda justo cuando estalla un motín. Para salvarse ' +
      'se hace pasar por un preso más ante Malamadre, el temido cabecilla de la revuelta. Entre ' +
      'los dos nace una extraña confianza mientras fuera todo se complica.',
    pers: {
      d: [[null, 'Daniel Monzón']],
      a: [
        [null, 'Luis Tosar'],
        [2975962, 'Alberto Ammann'],
        [null, 'Antonio Resines'],
        [null, 'Carlos Bardem'],
        [null, 'Marta Etura'],
      ],
      w: [
        [null, 'Jorge Guerricaechevarría'],
        [null, 'Daniel Monzón'],
        [null, 'Francisco Pérez Gandul'],
      ],
      c: [
        [null, 'Roque Baños'],
        [null, 'Carles Gusi'],
      ],
    },
    cols: {},
  },
  {
    imdb: 98253,
    nom: 'Santa Sangre',
    nomo: 'Santa Sangre',
    nomen: 'Santa Sangre',
    anio: 1989,
    dura: 123,
    gens: ['DR', 'TE', 'SU'],
    rate: 7.5,
    votos: 27000,
    arg:
      'Fénix, un niño criado en un circo de Ciudad de México, presencia cómo su padre, el lanzador ' +
      'de cuchillos, mutila a su madre y después se quita la vida. Años más tarde escapa del ' +
      'manicomio para reunirse con ella y se convierte en los brazos que le faltan. Juntos forman ' +
      'un número macabro que deja un rastro de crímenes.',
    pers: {
      d: [[null, 'Alejandro Jodorowsky']],
      a: [
        [null, 'Axel Jodorowsky'],
        [null, 'Blanca Guerra'],
        [null, 'Guy Stockwell'],
        [null, 'Thelma Tixou'],
        [null, 'Sabrina Dennison'],
      ],
      w: [
        [null, 'Alejandro Jodorowsky'],
        [null, 'Roberto Leoni'],
        [null, 'Claudio Argento'],
      ],
      c: [
        [null, 'Simon Boswell'],
        [null, 'Daniele Nannuzzi'],
      ],
    },
    cols: {},
  },
  {
    imdb: 82912,
    nom: 'Pixote, la ley del más débil',
    nomo: 'Pixote: A Lei do Mais Fraco',
    nomen: 'Pixote',
    anio: 1980,
    dura: 128,
    gens: ['CR', 'DR'],
    rate: 8.0,
    votos: 11000,
    arg:
      'Tras una redada en São Paulo, Pixote, un niño de la calle de diez años, acaba en un ' +
      'reformatorio donde reinan la violencia y los abusos de los vigilantes. Escapa con otros ' +
      'chicos y sobrevive con pequeños robos y trapicheos de cocaína. Con una prostituta ' +
      'que se convierte en su madre improvisada, pierde los últimos restos de su infancia.',
    pers: {
      d: [[null, 'Héctor Babenco']],
      a: [
        [null, 'Fernando Ramos da Silva'],
        [null, 'Jorge Julião'],
        [null, 'Gilberto Moura'],
        [null, 'Edílson Lino'],
        [null, 'Marília Pêra'],
      ],
      w: [
        [null, 'Héctor Babenco'],
        [null, 'Jorge Durán'],
        [null, 'José Louzeiro'],
      ],
      c: [
        [null, 'John Neschling'],
        [null, 'Rodolfo Sánchez'],
      ],
    },
    cols: {},
  },
  {
    imdb: 114887,
    nom: 'Un paseo por las nubes',
    nomo: 'A Walk in the Clouds',
    nomen: 'A Walk in the Clouds',
    anio: 1995,
    dura: 102,
    gens: ['DR', 'RO'],
    rate: 6.7,
    votos: 55000,
    arg:
      'Paul Sutton vuelve de la Segunda Guerra Mundial a un matrimonio precipitado que no le hace ' +
      'feliz y se gana la vida vendiendo chocolatinas. En un tren conoce a Victoria, hija de ' +
      'viticultores de origen mexicano, embarazada y abandonada. Para protegerla acepta hacerse ' +
      'pasar por su marido ante su severo padre durante la vendimia.',
    pers: {
      d: [[null, 'Alfonso Arau']],
      a: [
        [206, 'Keanu Reeves'],
        [null, 'Aitana Sánchez-Gijón'],
        [63, 'Anthony Quinn'],
        [null, 'Giancarlo Giannini'],
        [null, 'Angélica Aragón'],
      ],
      w: [
        [null, 'Robert Mark Kamen'],
        [null, 'Mark Miller'],
        [null, 'Harvey Weitzman'],
      ],
      c: [
        [3574, 'Maurice Jarre'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: {},
  },
  {
    imdb: 119675,
    nom: 'Mimic',
    nomo: 'Mimic',
    nomen: 'Mimic',
    anio: 1997,
    dura: 105,
    gens: ['TE', 'CF'],
    rate: 6.0,
    votos: 80000,
    arg:
      'Para frenar una epidemia que mata a los niños de Nueva York, una entomóloga crea un insecto ' +
      'modificado que acaba con las cucarachas que la transmiten. Tres años después, en los ' +
      'túneles del metro, algo ha seguido evolucionando. Las criaturas han aprendido a imitar a ' +
      'su mayor depredador: el ser humano.',
    pers: {
      d: [[868219, 'Guillermo del Toro']],
      a: [
        [null, 'Mira Sorvino'],
        [null, 'Jeremy Northam'],
        [null, 'Alexander Goodwin'],
        [null, 'Giancarlo Giannini'],
        [null, 'Charles S. Dutton'],
        [982, 'Josh Brolin'],
      ],
      w: [
        [null, 'Matthew Robbins'],
        [868219, 'Guillermo del Toro'],
        [null, 'Donald A. Wollheim'],
      ],
      c: [
        [null, 'Marco Beltrami'],
        [null, 'Dan Laustsen'],
      ],
    },
    cols: {},
  },
  {
    imdb: 4881806,
    nom: 'Jurassic World: El reino caído',
    nomo: 'Jurassic World: Fallen Kingdom',
    nomen: 'Jurassic World: Fallen Kingdom',
    anio: 2018,
    dura: 128,
    gens: ['AC', 'AV', 'CF'],
    rate: 6.1,
    votos: 340000,
    arg:
      'Tres años después del cierre del parque, el volcán de la isla Nublar amenaza con extinguir ' +
      'otra vez a los dinosaurios. Claire y Owen vuelven para rescatar a los animales, entre ellos ' +
      'a la velocirraptor Blue. Descubren que la expedición es una tapadera para subastarlos en una ' +
      'mansión del norte de California.',
    pers: {
      d: [[null, 'J.A. Bayona']],
      a: [
        [null, 'Chris Pratt'],
        [397171, 'Bryce Dallas Howard'],
        [null, 'Rafe Spall'],
        [null, 'Justice Smith'],
        [null, 'Daniella Pineda'],
        [156, 'Jeff Goldblum'],
      ],
      w: [
        [null, 'Derek Connolly'],
        [null, 'Colin Trevorrow'],
        [null, 'Michael Crichton'],
      ],
      c: [
        [315974, 'Michael Giacchino'],
        [null, 'Óscar Faura'],
      ],
    },
    cols: {},
  },
  {
    imdb: 119223,
    nom: 'Grandes esperanzas',
    nomo: 'Great Expectations',
    nomen: 'Great Expectations',
    anio: 1998,
    dura: 111,
    gens: ['DR', 'RO'],
    rate: 6.8,
    votos: 55000,
    arg:
      'Finn, un niño pobre de la costa de Florida al que le gusta dibujar, ayuda un día a un preso ' +
      'fugado y conoce a Estella, la sobrina de una millonaria excéntrica que vive encerrada en su ' +
      'mansión. Años después, un benefactor anónimo le paga una exposición en Nueva York. Allí ' +
      'vuelve a encontrarse con Estella, que sigue jugando con él.',
    pers: {
      d: [[190859, 'Alfonso Cuarón']],
      a: [
        [null, 'Ethan Hawke'],
        [null, 'Gwyneth Paltrow'],
        [null, 'Hank Azaria'],
        [177933, 'Chris Cooper'],
        [null, 'Anne Bancroft'],
        [134, 'Robert De Niro'],
      ],
      w: [
        [null, 'Mitch Glazer'],
        [null, 'Charles Dickens'],
      ],
      c: [
        [null, 'Patrick Doyle'],
        [523881, 'Emmanuel Lubezki'],
      ],
    },
    cols: {},
  },
  {
    imdb: 387131,
    nom: 'El jardinero fiel',
    nomo: 'The Constant Gardener',
    nomen: 'The Constant Gardener',
    anio: 2005,
    dura: 129,
    gens: ['DR', 'MI', 'RO', 'SU'],
    rate: 7.4,
    votos: 150000,
    arg:
      'Justin Quayle, un diplomático británico tranquilo que cuida su jardín en Nairobi, recibe la ' +
      'noticia de que su mujer, Tessa, ha sido asesinada en el norte de Kenia. Ella era una ' +
      'activista que investigaba algo que él prefería no saber. Al seguir sus pasos descubre los ' +
      'ensayos clandestinos de una farmacéutica con enfermos africanos.',
    pers: {
      d: [[null, 'Fernando Meirelles']],
      a: [
        [146, 'Ralph Fiennes'],
        [null, 'Rachel Weisz'],
        [null, 'Hubert Koundé'],
        [null, 'Danny Huston'],
        [null, 'Bill Nighy'],
        [592, 'Pete Postlethwaite'],
      ],
      w: [
        [null, 'Jeffrey Caine'],
        [null, 'John le Carré'],
      ],
      c: [
        [null, 'Alberto Iglesias'],
        [null, 'César Charlone'],
      ],
    },
    cols: {},
  },
  {
    imdb: 8404614,
    nom: 'Los dos papas',
    nomo: 'The Two Popes',
    nomen: 'The Two Popes',
    anio: 2019,
    dura: 125,
    gens: ['BI', 'CO', 'DR'],
    rate: 7.5,
    votos: 160000,
    arg:
      'En 2012, el cardenal argentino Jorge Bergoglio viaja a Roma para pedir al papa Benedicto ' +
      'XVI que acepte su renuncia. El pontífice, acosado por los escándalos, lo recibe en Castel ' +
      'Gandolfo con otros planes. Durante unos días, dos hombres opuestos discuten de fe, culpa, ' +
      'fútbol y del futuro de la Iglesia.',
    pers: {
      d: [[null, 'Fernando Meirelles']],
      a: [
        [164, 'Anthony Hopkins'],
        [null, 'Jonathan Pryce'],
        [null, 'Juan Minujín'],
        [null, 'Luis Gnecco'],
        [null, 'Sidney Cole'],
      ],
      w: [[null, 'Anthony McCarten']],
      c: [
        [null, 'Bryce Dessner'],
        [null, 'César Charlone'],
      ],
    },
    cols: {},
  },
  {
    imdb: 337692,
    nom: 'En la carretera',
    nomo: 'On the Road',
    nomen: 'On the Road',
    anio: 2012,
    dura: 124,
    gens: ['AV', 'DR', 'RO'],
    rate: 6.1,
    votos: 45000,
    arg:
      'A finales de los años cuarenta, Sal Paradise, un aspirante a escritor de Nueva York que ' +
      'acaba de perder a su padre, conoce a Dean Moriarty, un joven del Oeste tan carismático como ' +
      'irresponsable. Con él y con Marylou, la novia adolescente de Dean, recorre Estados Unidos ' +
      'de costa a costa entre jazz, drogas y amistades intensas. De esos viajes saldrá su libro.',
    pers: {
      d: [[758574, 'Walter Salles']],
      a: [
        [null, 'Garrett Hedlund'],
        [null, 'Sam Riley'],
        [null, 'Kristen Stewart'],
        [null, 'Amy Adams'],
        [null, 'Kirsten Dunst'],
        [1557, 'Viggo Mortensen'],
      ],
      w: [
        [null, 'José Rivera'],
        [null, 'Jack Kerouac'],
      ],
      c: [
        [null, 'Gustavo Santaolalla'],
        [null, 'Eric Gautier'],
      ],
    },
    cols: {},
  },
  {
    imdb: 63291,
    nom: 'Memorias del subdesarrollo',
    nomo: 'Memorias del subdesarrollo',
    nomen: 'Memories of Underdevelopment',
    anio: 1968,
    dura: 97,
    gens: ['DR'],
    rate: 7.6,
    votos: 8000,
    arg:
      'En La Habana de 1961, Sergio, un burgués con aspiraciones de escritor, ve partir hacia ' +
      'Miami a su mujer y a sus padres, y decide quedarse. Vive de las rentas de sus pisos y ' +
      'observa la revolución con una mezcla de curiosidad y desdén. Su relación con una chica ' +
      'joven y la crisis de los misiles lo dejan cada vez más solo.',
    pers: {
      d: [[null, 'Tomás Gutiérrez Alea']],
      a: [
        [null, 'Sergio Corrieri'],
        [null, 'Daisy Granados'],
        [null, 'Eslinda Núñez'],
        [null, 'Omar Valdés'],
        [null, 'René de la Cruz'],
      ],
      w: [
        [null, 'Edmundo Desnoes'],
        [null, 'Tomás Gutiérrez Alea'],
      ],
      c: [
        [null, 'Leo Brouwer'],
        [null, 'Ramón F. Suárez'],
      ],
    },
    cols: {},
  },
  {
    imdb: 60722,
    nom: 'La muerte de un burócrata',
    nomo: 'La muerte de un burócrata',
    nomen: 'Death of a Bureaucrat',
    anio: 1966,
    dura: 85,
    gens: ['CO'],
    rate: 7.6,
    votos: 3500,
    arg:
      'Un obrero ejemplar muere en La Habana y lo entierran con su carné de trabajador como ' +
      'homenaje. Su viuda necesita el documento para cobrar la pensión, y su sobrino emprende una ' +
      'lucha absurda contra la burocracia para recuperarlo. Entre trámites, sellos y ventanillas, ' +
      'la única salida parece ser desenterrar al tío.',
    pers: {
      d: [[null, 'Tomás Gutiérrez Alea']],
      a: [
        [null, 'Salvador Wood'],
        [null, 'Silvia Planas'],
        [null, 'Manuel Estanillo'],
        [null, 'Gaspar de Santelices'],
      ],
      w: [
        [null, 'Alfredo L. del Cueto'],
        [null, 'Tomás Gutiérrez Alea'],
      ],
      c: [
        [null, 'Leo Brouwer'],
        [null, 'Ramón F. Suárez'],
      ],
    },
    cols: {},
  },
  {
    imdb: 45361,
    nom: 'Él',
    nomo: 'Él',
    nomen: 'This Strange Passion',
    anio: 1953,
    dura: 92,
    gens: ['DR'],
    rate: 7.8,
    votos: 8000,
    arg:
      'Francisco, un hacendado católico y respetable de cuarenta años, se enamora de Gloria al ' +
      'verle los pies durante el lavatorio del Jueves Santo y la aparta de su prometido. Tras la ' +
      'boda, sus celos enfermizos convierten el matrimonio en un infierno que nadie a su alrededor ' +
      'quiere creer. La obsesión lo arrastra hasta la locura.',
    pers: {
      d: [[320, 'Luis Buñuel']],
      a: [
        [null, 'Arturo de Córdova'],
        [null, 'Delia Garcés'],
        [null, 'Aurora Walker'],
        [null, 'Carlos Martínez Baena'],
        [null, 'Luis Beristáin'],
      ],
      w: [
        [320, 'Luis Buñuel'],
        [null, 'Luis Alcoriza'],
        [null, 'Mercedes Pinto'],
      ],
      c: [
        [null, 'Luis Hernández Bretón'],
        [null, 'Gabriel Figueroa'],
      ],
    },
    cols: {},
  },
  {
    imdb: 48037,
    nom: 'Ensayo de un crimen',
    nomo: 'Ensayo de un crimen',
    nomen: 'The Criminal Life of Archibaldo de la Cruz',
    anio: 1955,
    dura: 89,
    gens: ['CO', 'CR'],
    rate: 7.6,
    votos: 8000,
    arg:
      'De niño, durante la Revolución mexicana, Archibaldo desea la muerte de su institutriz ' +
      'mientras suena una caja de música, y ella cae fulminada por una bala perdida. Ya adulto y ' +
      'convencido de su poder, planea asesinar a varias mujeres que se cruzan en su camino. Pero ' +
      'cada vez algo se le adelanta, y confiesa sus crímenes a un juez perplejo.',
    pers: {
      d: [[320, 'Luis Buñuel']],
      a: [
        [null, 'Ernesto Alonso'],
        [null, 'Miroslava'],
        [null, 'Rita Macedo'],
        [null, 'Ariadna Welter'],
        [null, 'Andrea Palma'],
      ],
      w: [
        [320, 'Luis Buñuel'],
        [null, 'Eduardo Ugarte'],
        [null, 'Rodolfo Usigli'],
      ],
      c: [
        [null, 'Jorge Pérez'],
        [null, 'Agustín Jiménez'],
      ],
    },
    cols: {},
  },
  {
    imdb: 59719,
    nom: 'Simón del desierto',
    nomo: 'Simón del desierto',
    nomen: 'Simon of the Desert',
    anio: 1965,
    dura: 45,
    gens: ['CO', 'DR'],
    rate: 7.5,
    votos: 8000,
    arg:
      'Simón, un asceta del siglo IV, lleva seis años rezando en lo alto de una columna en el ' +
      'desierto, admirado por los fieles que le piden milagros. El diablo, con forma de mujer, ' +
      'vuelve una y otra vez para tentarlo. La última tentación lo lleva a un lugar que no ' +
      'esperaba.',
    pers: {
      d: [[320, 'Luis Buñuel']],
      a: [
        [null, 'Claudio Brook'],
        [null, 'Silvia Pinal'],
        [null, 'Hortensia Santoveña'],
        [null, 'Enrique Álvarez Félix'],
        [null, 'Jesús Fernández'],
      ],
      w: [
        [320, 'Luis Buñuel'],
        [null, 'Julio Alejandro'],
      ],
      c: [
        [null, 'Raúl Lavista'],
        [null, 'Gabriel Figueroa'],
      ],
    },
    cols: {},
  },
  {
    imdb: 67866,
    nom: 'El Topo',
    nomo: 'El Topo',
    nomen: 'El Topo',
    anio: 1970,
    dura: 125,
    gens: ['DR', 'FN', 'OE'],
    rate: 7.4,
    votos: 40000,
    arg:
      'Un pistolero vestido de negro cabalga por el desierto con su hijo desnudo y se venga de unos ' +
      'bandidos que han masacrado un pueblo. Por el amor de una mujer, se propone vencer a los ' +
      'cuatro grandes maestros del revólver. Traicionado y dado por muerto, renace entre una ' +
      'comunidad de deformes a los que promete liberar.',
    pers: {
      d: [[null, 'Alejandro Jodorowsky']],
      a: [
        [null, 'Alejandro Jodorowsky'],
        [null, 'Brontis Jodorowsky'],
        [null, 'José Legarreta'],
        [null, 'Alfonso Arau'],
        [null, 'Mara Lorenzio'],
      ],
      w: [[null, 'Alejandro Jodorowsky']],
      c: [
        [null, 'Alejandro Jodorowsky'],
        [null, 'Nacho Méndez'],
        [null, 'Rafael Corkidi'],
      ],
    },
    cols: {},
  },
  {
    imdb: 71615,
    nom: 'La montaña sagrada',
    nomo: 'La montaña sagrada',
    nomen: 'The Holy Mountain',
    anio: 1973,
    dura: 114,
    gens: ['AV', 'DR', 'FN'],
    rate: 7.8,
    votos: 50000,
    arg:
      'Un ladrón parecido a Cristo despierta en una ciudad grotesca, sube a una torre en busca de ' +
      'oro y se encuentra con un alquimista. El maestro le presenta a siete personajes poderosos, ' +
      'cada uno ligado a un planeta. Juntos se despojan de sus riquezas y emprenden la búsqueda de ' +
      'la montaña donde viven los inmortales.',
    pers: {
      d: [[null, 'Alejandro Jodorowsky']],
      a: [
        [null, 'Alejandro Jodorowsky'],
        [null, 'Horacio Salinas'],
        [null, 'Zamira Saunders'],
        [null, 'Juan Ferrara'],
        [null, 'Adriana Page'],
      ],
      w: [[null, 'Alejandro Jodorowsky']],
      c: [
        [null, 'Ronald Frangipane'],
        [null, 'Don Cherry'],
        [null, 'Rafael Corkidi'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1235841,
    nom: 'Medianeras',
    nomo: 'Medianeras',
    nomen: 'Sidewalls',
    anio: 2011,
    dura: 95,
    gens: ['CO', 'DR', 'RO'],
    rate: 7.1,
    votos: 12000,
    arg:
      'Martín, un diseñador de páginas web con fobias, y Mariana, una arquitecta que trabaja de ' +
      'escaparatista, viven en edificios vecinos de Buenos Aires sin conocerse. Los dos se sienten ' +
      'solos en una ciudad caótica y se cruzan una y otra vez sin verse. Cada uno decide abrir una ' +
      'ventana ilegal en la pared medianera de su piso.',
    pers: {
      d: [[null, 'Gustavo Taretto']],
      a: [
        [null, 'Pilar López de Ayala'],
        [null, 'Javier Drolas'],
        [null, 'Inés Efron'],
        [null, 'Carla Peterson'],
        [null, 'Rafael Ferro'],
      ],
      w: [[null, 'Gustavo Taretto']],
      c: [
        [null, 'Gabriel Chwojnik'],
        [null, 'Leandro Martínez'],
      ],
    },
    cols: {},
  },
  {
    imdb: 75363,
    nom: 'La última cena',
    nomo: 'La última cena',
    nomen: 'The Last Supper',
    anio: 1976,
    dura: 110,
    gens: ['DR', 'HI'],
    rate: 7.4,
    votos: 3000,
    arg:
      'En la Cuba colonial de finales del siglo XVIII, un conde piadoso decide el Jueves Santo ' +
      'imitar a Cristo con doce esclavos de su ingenio azucarero. Les lava los pies, los sienta a ' +
      'su mesa y les habla de resignación y de perdón. Al día siguiente, los esclavos se toman en ' +
      'serio sus promesas y el capataz les responde con el látigo.',
    pers: {
      d: [[null, 'Tomás Gutiérrez Alea']],
      a: [
        [null, 'Nelson Villagra'],
        [null, 'Silvano Rey'],
        [null, 'Luis Alberto García'],
        [null, 'José Antonio Rodríguez'],
        [null, 'Samuel Claxton'],
      ],
      w: [
        [null, 'Tomás González'],
        [null, 'María Eugenia Haya'],
        [null, 'Tomás Gutiérrez Alea'],
      ],
      c: [
        [null, 'Leo Brouwer'],
        [null, 'Mario García Joya'],
      ],
    },
    cols: {},
  },
  {
    imdb: 58006,
    nom: 'Dios y el diablo en la tierra del sol',
    nomo: 'Deus e o Diabo na Terra do Sol',
    nomen: 'Black God, White Devil',
    anio: 1964,
    dura: 120,
    gens: ['DR', 'OE'],
    rate: 7.2,
    votos: 7000,
    arg:
      'En el sertón del nordeste de Brasil, el vaquero Manuel mata al terrateniente que lo estafa ' +
      'y huye con su mujer, Rosa. Primero se une a un predicador negro que promete un paraíso y ' +
      'exige sacrificios, y después al cangaceiro Corisco, un bandido que se cree vengador de los ' +
      'pobres. Tras ellos va Antônio das Mortes, un matador a sueldo de la Iglesia y los ' +
      'latifundistas.',
    pers: {
      d: [[null, 'Glauber Rocha']],
      a: [
        [null, 'Geraldo Del Rey'],
        [null, 'Yoná Magalhães'],
        [null, 'Othon Bastos'],
        [null, 'Maurício do Valle'],
        [null, 'Lídio Silva'],
      ],
      w: [
        [null, 'Glauber Rocha'],
        [null, 'Walter Lima Jr.'],
      ],
      c: [
        [null, 'Sérgio Ricardo'],
        [null, 'Waldemar Lima'],
      ],
    },
    cols: {},
  },
  {
    imdb: 56322,
    nom: 'El pagador de promesas',
    nomo: 'O Pagador de Promessas',
    nomen: 'Keeper of Promises',
    anio: 1962,
    dura: 98,
    gens: ['DR'],
    rate: 8.0,
    votos: 4000,
    arg:
      'Zé do Burro, un campesino humilde, promete en un terreiro de candomblé cargar una cruz ' +
      'hasta una iglesia de Salvador de Bahía si su burro se cura. Tras caminar siete leguas, el ' +
      'párroco le cierra la puerta al saber el origen pagano de la promesa. Su empeño en cumplirla ' +
      'atrae a periodistas, agitadores y curiosos a la escalinata.',
    pers: {
      d: [[null, 'Anselmo Duarte']],
      a: [
        [null, 'Leonardo Villar'],
        [null, 'Glória Menezes'],
        [null, 'Dionísio Azevedo'],
        [null, 'Geraldo Del Rey'],
        [null, 'Norma Bengell'],
      ],
      w: [
        [null, 'Anselmo Duarte'],
        [null, 'Dias Gomes'],
      ],
      c: [
        [null, 'Gabriel Migliori'],
        [null, 'H.E. Fowle'],
      ],
    },
    cols: {},
  },
  {
    imdb: 64256,
    nom: 'Antonio das Mortes',
    nomo: 'O Dragão da Maldade contra o Santo Guerreiro',
    nomen: 'Antonio das Mortes',
    anio: 1969,
    dura: 100,
    gens: ['DR', 'OE'],
    rate: 7.2,
    votos: 4000,
    arg:
      'Años después de matar al último cangaceiro, el pistolero Antônio das Mortes es llamado al ' +
      'pueblo de Jardim das Piranhas para acabar con Coirana, un nuevo bandido que ha llegado con ' +
      'un grupo de campesinos y una santa. Tras vencerlo en un duelo, empieza a dudar de quién es ' +
      'el verdadero dragón. Acaba volviendo sus armas contra los matones del terrateniente.',
    pers: {
      d: [[null, 'Glauber Rocha']],
      a: [
        [null, 'Maurício do Valle'],
        [null, 'Odete Lara'],
        [null, 'Othon Bastos'],
        [null, 'Hugo Carvana'],
        [null, 'Jofre Soares'],
      ],
      w: [[null, 'Glauber Rocha']],
      c: [
        [null, 'Marlos Nobre'],
        [null, 'Affonso Beato'],
      ],
    },
    cols: {},
  },
  {
    imdb: 89297,
    nom: 'La hora de la estrella',
    nomo: 'A Hora da Estrela',
    nomen: 'The Hour of the Star',
    anio: 1985,
    dura: 96,
    gens: ['DR'],
    rate: 7.6,
    votos: 4000,
    arg:
      'Macabéa, una huérfana del nordeste de Brasil, casi analfabeta, trabaja de mecanógrafa en ' +
      'São Paulo y comparte una pensión miserable con otras chicas. Empieza un noviazgo torpe con ' +
      'Olímpico, un metalúrgico tan pobre como ella, que pronto la deja por una compañera de ' +
      'oficina. Una cartomante le anuncia entonces un futuro deslumbrante.',
    pers: {
      d: [[null, 'Suzana Amaral']],
      a: [
        [null, 'Marcélia Cartaxo'],
        [null, 'José Dumont'],
        [null, 'Tamara Taxman'],
        [null, 'Fernanda Montenegro'],
        [null, 'Umberto Magnani'],
      ],
      w: [
        [null, 'Suzana Amaral'],
        [null, 'Alfredo Oroz'],
        [null, 'Clarice Lispector'],
      ],
      c: [
        [null, 'Marcus Vinícius'],
        [null, 'Edgar Moura'],
      ],
    },
    cols: {},
  },
  {
    imdb: 3742378,
    nom: 'Una segunda madre',
    nomo: 'Que Horas Ela Volta?',
    nomen: 'The Second Mother',
    anio: 2015,
    dura: 112,
    gens: ['CO', 'DR'],
    rate: 7.8,
    votos: 28000,
    arg:
      'Val dejó a su hija en Pernambuco para trabajar como interna en casa de una familia rica de ' +
      'São Paulo, donde ha criado al hijo de los señores como si fuera suyo. Trece años después, ' +
      'su hija Jéssica llega a la ciudad para hacer el examen de ingreso en la universidad. La ' +
      'muchacha no acepta las reglas no escritas de la casa, y su naturalidad altera el orden que ' +
      'todos daban por bueno.',
    pers: {
      d: [[null, 'Anna Muylaert']],
      a: [
        [null, 'Regina Casé'],
        [null, 'Camila Márdila'],
        [null, 'Michel Joelsas'],
        [null, 'Karine Teles'],
        [null, 'Lourenço Mutarelli'],
      ],
      w: [[null, 'Anna Muylaert']],
      c: [
        [null, 'Vitor Araújo'],
        [null, 'Fábio Trummer'],
        [null, 'Barbara Alvarez'],
      ],
    },
    cols: {},
  },
  {
    imdb: 62352,
    nom: 'Tierra en trance',
    nomo: 'Terra em Transe',
    nomen: 'Entranced Earth',
    anio: 1967,
    dura: 115,
    gens: ['DR'],
    rate: 7.4,
    votos: 5000,
    arg:
      'En Eldorado, un país imaginario de Sudamérica, el poeta y periodista Paulo Martins agoniza ' +
      'y repasa su vida entre los políticos que se disputan el poder. Sirvió a Porfírio Díaz, un ' +
      'líder conservador, y después apoyó con la militante Sara a Vieira, un gobernador populista ' +
      'que no cumplió sus promesas. Dividido entre la poesía y la política, asiste a un golpe de ' +
      'Estado que no puede impedir.',
    pers: {
      d: [[null, 'Glauber Rocha']],
      a: [
        [null, 'Jardel Filho'],
        [null, 'Paulo Autran'],
        [null, 'José Lewgoy'],
        [null, 'Glauce Rocha'],
        [null, 'Paulo Gracindo'],
      ],
      w: [[null, 'Glauber Rocha']],
      c: [
        [null, 'Sérgio Ricardo'],
        [null, 'Luiz Carlos Barreto'],
      ],
    },
    cols: {},
  },
  {
    imdb: 2301592,
    nom: 'La danza de la realidad',
    nomo: 'La danza de la realidad',
    nomen: 'The Dance of Reality',
    anio: 2013,
    dura: 130,
    gens: ['BI', 'DR', 'FN'],
    rate: 7.3,
    votos: 13000,
    arg:
      'Alejandro Jodorowsky vuelve a Tocopilla, el pueblo minero del norte de Chile donde creció ' +
      'en los años treinta, hijo de inmigrantes judíos. Allí revive una infancia marcada por un ' +
      'padre comunista y autoritario y por una madre que sólo se expresa cantando ópera. Cuando el ' +
      'padre parte para matar al dictador Ibáñez, la película sigue su propio viaje de redención.',
    pers: {
      d: [[null, 'Alejandro Jodorowsky']],
      a: [
        [null, 'Brontis Jodorowsky'],
        [null, 'Pamela Flores'],
        [null, 'Jeremías Herskovits'],
        [null, 'Alejandro Jodorowsky'],
        [null, 'Axel Jodorowsky'],
      ],
      w: [[null, 'Alejandro Jodorowsky']],
      c: [
        [null, 'Adan Jodorowsky'],
        [null, 'Jean-Marie Dreujou'],
      ],
    },
    cols: {},
  },
];
