import type { DemoFilm } from '../types.js';

/**
 * World classics and recent films not directed from Spain or Latin America, with the same
 * conventions as FAMOUS_FILMS. Every person id was found paired with the name in public IMDb
 * data before it was written here; a person whose id no reachable source pairs with the name is
 * credited by name with a null id.
 */
export const WORLD_FILMS: DemoFilm[] = [
  {
    imdb: 6723592,
    nom: 'Tenet',
    nomo: 'Tenet',
    nomen: 'Tenet',
    anio: 2020,
    dura: 150,
    gens: ['AC', 'CF', 'SU'],
    rate: 7.3,
    votos: 630000,
    arg:
      'Un agente de la CIA al que solo se conoce como el Protagonista recibe una palabra, ' +
      '«Tenet», y la misión de impedir una guerra que llega desde el futuro. Con la ayuda ' +
      'de Neil, un enigmático contacto, se adentra en un mundo de traficantes de armas ' +
      'donde los objetos y las personas pueden moverse hacia atrás en el tiempo.',
    pers: {
      d: [[634240, 'Christopher Nolan']],
      a: [
        [913475, 'John David Washington'],
        [1500155, 'Robert Pattinson'],
        [4456120, 'Elizabeth Debicki'],
        [110, 'Kenneth Branagh'],
      ],
      w: [[634240, 'Christopher Nolan']],
      c: [
        [3234869, 'Ludwig Göransson'],
        [887227, 'Hoyte van Hoytema'],
      ],
    },
    cols: {},
  },
  {
    imdb: 5013056,
    nom: 'Dunkerque',
    nomo: 'Dunkirk',
    nomen: 'Dunkirk',
    anio: 2017,
    dura: 106,
    gens: ['BE', 'AC', 'DR', 'HI'],
    rate: 7.8,
    votos: 760000,
    arg:
      'En 1940, cientos de miles de soldados británicos y aliados quedan atrapados en ' +
      'las playas de Dunkerque, cercados por el ejército alemán. La evacuación se cuenta ' +
      'desde tierra, mar y aire: un joven soldado que intenta embarcar, un civil que ' +
      'cruza el canal en su barco de recreo y un piloto de caza que vigila el cielo.',
    pers: {
      d: [[634240, 'Christopher Nolan']],
      a: [
        [7887725, 'Fionn Whitehead'],
        [4422686, 'Barry Keoghan'],
        [753314, 'Mark Rylance'],
        [362766, 'Tom Hardy'],
      ],
      w: [[634240, 'Christopher Nolan']],
      c: [
        [1877, 'Hans Zimmer'],
        [887227, 'Hoyte van Hoytema'],
      ],
    },
    cols: {},
  },
  {
    imdb: 116282,
    nom: 'Fargo',
    nomo: 'Fargo',
    nomen: 'Fargo',
    anio: 1996,
    dura: 98,
    gens: ['CR', 'DR', 'SU'],
    rate: 8.1,
    votos: 760000,
    arg:
      'Jerry Lundegaard, un vendedor de coches de Minneapolis ahogado por las deudas, ' +
      'contrata a dos delincuentes para que secuestren a su propia esposa y cobrar el ' +
      'rescate a su adinerado suegro. El plan se tuerce enseguida y deja un rastro de ' +
      'cadáveres en la nieve que investiga Marge Gunderson, una jefa de policía ' +
      'embarazada y tenaz.',
    pers: {
      d: [[1054, 'Joel Coen']],
      a: [
        [513, 'William H. Macy'],
        [531, 'Frances McDormand'],
        [114, 'Steve Buscemi'],
        [1780, 'Peter Stormare'],
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
    imdb: 1160419,
    nom: 'Dune',
    nomo: 'Dune',
    nomen: 'Dune',
    anio: 2021,
    dura: 155,
    gens: ['CF', 'AV', 'DR', 'AC'],
    rate: 8.0,
    votos: 950000,
    arg:
      'En un futuro lejano, el emperador entrega a la casa Atreides el gobierno de Arrakis, ' +
      'un planeta desértico y el único lugar del universo donde se obtiene la especia. ' +
      'El joven Paul, heredero de la familia, sospecha que el regalo es una trampa, mientras ' +
      'unos sueños inquietantes lo empujan hacia los fremen, el pueblo del desierto.',
    pers: {
      d: [[898288, 'Denis Villeneuve']],
      a: [
        [3154303, 'Timothée Chalamet'],
        [272581, 'Rebecca Ferguson'],
        [1209966, 'Oscar Isaac'],
        [982, 'Josh Brolin'],
      ],
      w: [
        [3123612, 'Jon Spaihts'],
        [898288, 'Denis Villeneuve'],
        [744839, 'Eric Roth'],
        [378541, 'Frank Herbert'],
      ],
      c: [
        [1877, 'Hans Zimmer'],
        [292132, 'Greig Fraser'],
      ],
    },
    cols: {},
  },
  {
    imdb: 15239678,
    nom: 'Dune: Parte dos',
    nomo: 'Dune: Part Two',
    nomen: 'Dune: Part Two',
    anio: 2024,
    dura: 166,
    gens: ['CF', 'AV', 'DR', 'AC'],
    rate: 8.5,
    votos: 650000,
    arg:
      'Tras la caída de su casa, Paul Atreides y su madre sobreviven entre los fremen y ' +
      'aprenden a vivir en el desierto de Arrakis. Junto a Chani, Paul lucha contra los ' +
      'Harkonnen mientras una antigua profecía lo convierte en un mesías al que él mismo ' +
      'teme, porque ha visto la guerra santa que podría desatar.',
    pers: {
      d: [[898288, 'Denis Villeneuve']],
      a: [
        [3154303, 'Timothée Chalamet'],
        [3918035, 'Zendaya'],
        [272581, 'Rebecca Ferguson'],
        [982, 'Josh Brolin'],
      ],
      w: [
        [898288, 'Denis Villeneuve'],
        [3123612, 'Jon Spaihts'],
        [378541, 'Frank Herbert'],
      ],
      c: [
        [1877, 'Hans Zimmer'],
        [292132, 'Greig Fraser'],
      ],
    },
    cols: {},
  },
  {
    imdb: 50986,
    nom: 'Fresas salvajes',
    nomo: 'Smultronstället',
    nomen: 'Wild Strawberries',
    anio: 1957,
    dura: 91,
    gens: ['DR'],
    rate: 8.1,
    votos: 120000,
    arg:
      'Isak Borg, un viejo profesor de medicina, viaja en coche de Estocolmo a Lund para ' +
      'recibir un doctorado honorífico, acompañado por su nuera. Por el camino, los sueños, ' +
      'los recuerdos de juventud y los encuentros con desconocidos le obligan a mirar la ' +
      'frialdad con la que ha tratado a quienes le quisieron.',
    pers: {
      d: [[5, 'Ingmar Bergman']],
      a: [
        [null, 'Victor Sjöström'],
        [null, 'Bibi Andersson'],
        [862026, 'Ingrid Thulin'],
        [null, 'Gunnar Björnstrand'],
      ],
      w: [[5, 'Ingmar Bergman']],
      c: [
        [null, 'Erik Nordgren'],
        [null, 'Gunnar Fischer'],
      ],
    },
    cols: {},
  },
  {
    imdb: 60827,
    nom: 'Persona',
    nomo: 'Persona',
    nomen: 'Persona',
    anio: 1966,
    dura: 85,
    gens: ['DR', 'SU'],
    rate: 8.1,
    votos: 140000,
    arg:
      'Elisabet Vogler, una actriz famosa, deja de hablar en mitad de una función y ya no ' +
      'vuelve a pronunciar palabra. Su enfermera, Alma, se la lleva a una casa junto al mar, ' +
      'donde le cuenta su vida sin reservas ante el silencio de la otra. Poco a poco, las ' +
      'dos mujeres parecen confundirse la una con la otra.',
    pers: {
      d: [[5, 'Ingmar Bergman']],
      a: [
        [null, 'Bibi Andersson'],
        [880521, 'Liv Ullmann'],
        [null, 'Margaretha Krook'],
        [null, 'Gunnar Björnstrand'],
      ],
      w: [[5, 'Ingmar Bergman']],
      c: [
        [null, 'Lars Johan Werle'],
        [null, 'Sven Nykvist'],
      ],
    },
    cols: {},
  },
  {
    imdb: 69467,
    nom: 'Gritos y susurros',
    nomo: 'Viskningar och rop',
    nomen: 'Cries & Whispers',
    anio: 1972,
    dura: 91,
    gens: ['DR'],
    rate: 8.0,
    votos: 45000,
    arg:
      'En una mansión sueca de principios del siglo XX, Agnes agoniza de cáncer cuidada por ' +
      'sus dos hermanas, Karin y María, y por la criada Anna. La cercanía de la muerte saca a ' +
      'la luz los rencores, el deseo y la frialdad que las hermanas habían callado durante ' +
      'años, mientras solo la criada ofrece a la enferma un consuelo verdadero.',
    pers: {
      d: [[5, 'Ingmar Bergman']],
      a: [
        [27683, 'Harriet Andersson'],
        [843306, 'Kari Sylwan'],
        [862026, 'Ingrid Thulin'],
        [880521, 'Liv Ullmann'],
      ],
      w: [[5, 'Ingmar Bergman']],
      c: [[null, 'Sven Nykvist']],
    },
    cols: {},
  },
  {
    imdb: 83922,
    nom: 'Fanny y Alexander',
    nomo: 'Fanny och Alexander',
    nomen: 'Fanny and Alexander',
    anio: 1982,
    dura: 188,
    gens: ['DR'],
    rate: 8.1,
    votos: 70000,
    arg:
      'Los niños Fanny y Alexander crecen entre el teatro y las fiestas de la acomodada ' +
      'familia Ekdahl, en Uppsala, a comienzos del siglo XX. Cuando su padre muere, la madre ' +
      'se casa con un obispo severo que los encierra en una casa sin alegría. Alexander se ' +
      'refugia en su imaginación mientras el resto de la familia busca la manera de ' +
      'rescatarlos.',
    pers: {
      d: [[5, 'Ingmar Bergman']],
      a: [
        [null, 'Pernilla Allwin'],
        [null, 'Bertil Guve'],
        [null, 'Börje Ahlstedt'],
        [null, 'Allan Edwall'],
      ],
      w: [[5, 'Ingmar Bergman']],
      c: [
        [null, 'Daniel Bell'],
        [null, 'Sven Nykvist'],
      ],
    },
    cols: {},
  },
  {
    imdb: 79944,
    nom: 'Stalker',
    nomo: 'Stalker',
    nomen: 'Stalker',
    anio: 1979,
    dura: 162,
    gens: ['CF', 'DR'],
    rate: 8.0,
    votos: 160000,
    arg:
      'Un guía clandestino, el stalker, conduce a un escritor y a un profesor hasta la Zona, ' +
      'un territorio vigilado por el ejército donde las leyes de la naturaleza parecen no ' +
      'cumplirse. En su centro hay una habitación que, según se dice, concede los deseos ' +
      'más íntimos de quien entra en ella. El viaje se convierte en una discusión sobre la ' +
      'fe, el arte y lo que de verdad desea cada uno.',
    pers: {
      d: [[1789, 'Andrei Tarkovsky']],
      a: [
        [null, 'Alisa Freyndlikh'],
        [null, 'Aleksandr Kaydanovskiy'],
        [null, 'Anatoliy Solonitsyn'],
        [null, 'Nikolay Grinko'],
      ],
      w: [
        [null, 'Arkadiy Strugatskiy'],
        [null, 'Boris Strugatskiy'],
      ],
      c: [
        [null, 'Eduard Artemyev'],
        [null, 'Aleksandr Knyazhinskiy'],
      ],
    },
    cols: {},
  },
  {
    imdb: 60107,
    nom: 'Andrei Rublev',
    nomo: 'Andrey Rublyov',
    nomen: 'Andrei Rublev',
    anio: 1966,
    dura: 205,
    gens: ['BI', 'DR', 'HI'],
    rate: 8.1,
    votos: 65000,
    arg:
      'En la Rusia del siglo XV, desgarrada por las guerras entre príncipes y las ' +
      'invasiones tártaras, el monje Andréi Rubliov recorre el país pintando iconos. La ' +
      'violencia que presencia le hace dudar de su fe y de su arte, hasta el punto de ' +
      'hacer voto de silencio. Un joven fundidor de campanas le devolverá el sentido de ' +
      'crear.',
    pers: {
      d: [[1789, 'Andrei Tarkovsky']],
      a: [
        [null, 'Anatoliy Solonitsyn'],
        [null, 'Ivan Lapikov'],
        [null, 'Nikolay Grinko'],
        [null, 'Nikolay Sergeev'],
      ],
      w: [
        [null, 'Andrei Konchalovsky'],
        [1789, 'Andrei Tarkovsky'],
      ],
      c: [
        [null, 'Vyacheslav Ovchinnikov'],
        [null, 'Vadim Yusov'],
      ],
    },
    cols: {},
  },
  {
    imdb: 69293,
    nom: 'Solaris',
    nomo: 'Solyaris',
    nomen: 'Solaris',
    anio: 1972,
    dura: 167,
    gens: ['CF', 'DR', 'MI'],
    rate: 8.0,
    votos: 105000,
    arg:
      'El psicólogo Kris Kelvin viaja a una estación espacial que orbita el planeta ' +
      'Solaris para decidir si la misión debe continuar. Encuentra a los pocos científicos ' +
      'que quedan al borde de la locura y, pronto, recibe la visita de su esposa, que se ' +
      'quitó la vida años atrás. El océano del planeta parece materializar los recuerdos y ' +
      'las culpas de quienes lo estudian.',
    pers: {
      d: [[1789, 'Andrei Tarkovsky']],
      a: [
        [null, 'Natalya Bondarchuk'],
        [null, 'Donatas Banionis'],
        [null, 'Jüri Järvet'],
        [null, 'Vladislav Dvorzhetskiy'],
      ],
      w: [
        [null, 'Stanislaw Lem'],
        [null, 'Fridrikh Gorenshteyn'],
        [1789, 'Andrei Tarkovsky'],
      ],
      c: [
        [null, 'Eduard Artemyev'],
        [null, 'Vadim Yusov'],
      ],
    },
    cols: {},
  },
  {
    imdb: 72443,
    nom: 'El espejo',
    nomo: 'Zerkalo',
    nomen: 'Mirror',
    anio: 1975,
    dura: 107,
    gens: ['BI', 'DR'],
    rate: 8.0,
    votos: 60000,
    arg:
      'Un hombre enfermo, que apenas aparece en pantalla, repasa su vida a través de ' +
      'recuerdos, sueños y noticiarios de la Unión Soviética del siglo XX. Su infancia en el ' +
      'campo junto a una madre abandonada se mezcla con su presente de hombre divorciado. ' +
      'Madre y esposa comparten el mismo rostro en una película hecha de memoria más que de ' +
      'argumento.',
    pers: {
      d: [[1789, 'Andrei Tarkovsky']],
      a: [
        [null, 'Margarita Terekhova'],
        [null, 'Filipp Yankovskiy'],
        [null, 'Ignat Daniltsev'],
        [null, 'Oleg Yankovskiy'],
      ],
      w: [
        [null, 'Aleksandr Misharin'],
        [1789, 'Andrei Tarkovsky'],
      ],
      c: [
        [null, 'Eduard Artemyev'],
        [null, 'Georgiy Rerberg'],
      ],
    },
    cols: {},
  },
  {
    imdb: 118694,
    nom: 'Deseando amar',
    nomo: 'Fa yeung nin wa',
    nomen: 'In the Mood for Love',
    anio: 2000,
    dura: 98,
    gens: ['DR', 'RO'],
    rate: 8.1,
    votos: 190000,
    arg:
      'Hong Kong, 1962: el periodista Chow y la secretaria Su Li-zhen se mudan el mismo día ' +
      'a dos habitaciones contiguas de una casa de huéspedes. Al descubrir que sus cónyuges ' +
      'mantienen una aventura, empiezan a verse para imaginar cómo empezó. Entre pasillos ' +
      'estrechos y puestos de fideos nace entre ellos un amor que ninguno se atreve a vivir.',
    pers: {
      d: [[939182, 'Wong Kar-wai']],
      a: [
        [504897, 'Tony Leung Chiu-wai'],
        [null, 'Maggie Cheung'],
        [null, 'Siu Ping-Lam'],
        [null, 'Rebecca Pan'],
      ],
      w: [[939182, 'Wong Kar-wai']],
      c: [
        [null, 'Michael Galasso'],
        [null, 'Christopher Doyle'],
      ],
    },
    cols: {},
  },
  {
    imdb: 387898,
    nom: 'Caché (Escondido)',
    nomo: 'Caché',
    nomen: 'Caché',
    anio: 2005,
    dura: 117,
    gens: ['SU', 'DR', 'MI'],
    rate: 7.3,
    votos: 85000,
    arg:
      'Georges, presentador de un programa literario de televisión, y su mujer Anne empiezan ' +
      'a recibir cintas de vídeo que muestran la fachada de su casa de París, filmada durante ' +
      'horas. Los envíos, acompañados de dibujos inquietantes, obligan a Georges a enfrentarse ' +
      'a un episodio de su infancia que creía olvidado. La culpa personal se mezcla con la ' +
      'memoria incómoda de Francia.',
    pers: {
      d: [[359734, 'Michael Haneke']],
      a: [
        [null, 'Daniel Auteuil'],
        [300, 'Juliette Binoche'],
        [null, 'Maurice Bénichou'],
        [null, 'Annie Girardot'],
      ],
      w: [[359734, 'Michael Haneke']],
      c: [[null, 'Christian Berger']],
    },
    cols: {},
  },
  {
    imdb: 1602620,
    nom: 'Amor',
    nomo: 'Amour',
    nomen: 'Amour',
    anio: 2012,
    dura: 127,
    gens: ['DR', 'RO'],
    rate: 7.9,
    votos: 110000,
    arg:
      'Georges y Anne, dos profesores de música jubilados, viven en un piso de París tras ' +
      'toda una vida juntos. Un día Anne sufre un ictus que la deja paralizada de un lado y ' +
      'le hace prometer a su marido que nunca la devolverá al hospital. Georges la cuida con ' +
      'una entrega que pone a prueba su amor y sus fuerzas.',
    pers: {
      d: [[359734, 'Michael Haneke']],
      a: [
        [null, 'Jean-Louis Trintignant'],
        [null, 'Emmanuelle Riva'],
        [null, 'Isabelle Huppert'],
        [null, 'Alexandre Tharaud'],
      ],
      w: [[359734, 'Michael Haneke']],
      c: [[null, 'Darius Khondji']],
    },
    cols: {},
  },
  {
    imdb: 32976,
    nom: 'Rebeca',
    nomo: 'Rebecca',
    nomen: 'Rebecca',
    anio: 1940,
    dura: 130,
    gens: ['DR', 'MI', 'RO'],
    rate: 8.1,
    votos: 150000,
    arg:
      'Una joven tímida se casa en Montecarlo con el viudo Maxim de Winter y se instala con ' +
      'él en Manderley, su gran mansión de Cornualles. Allí todo recuerda a Rebeca, la primera ' +
      'esposa, cuya memoria custodia con celo la inquietante ama de llaves, la señora ' +
      'Danvers. La nueva señora de Winter descubre que la muerte de Rebeca esconde un ' +
      'secreto.',
    pers: {
      d: [[33, 'Alfred Hitchcock']],
      a: [
        [59, 'Laurence Olivier'],
        [21, 'Joan Fontaine'],
        [1695, 'George Sanders'],
        [752, 'Judith Anderson'],
      ],
      w: [
        [null, 'Robert E. Sherwood'],
        [null, 'Joan Harrison'],
        [null, 'Daphne Du Maurier'],
      ],
      c: [
        [null, 'Franz Waxman'],
        [null, 'George Barnes'],
      ],
    },
    cols: { oscars: 13 },
  },
];
