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
        [728938, 'Emmanuelle Riva'],
        [1376, 'Isabelle Huppert'],
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
  {
    imdb: 108394,
    nom: 'Tres colores: Azul',
    nomo: 'Trois couleurs: Bleu',
    nomen: 'Three Colors: Blue',
    anio: 1993,
    dura: 94,
    gens: ['DR', 'MU', 'MI'],
    rate: 7.9,
    votos: 115000,
    arg:
      'Julie pierde a su marido, un compositor célebre, y a su hija pequeña en un accidente ' +
      'de coche del que ella sale con vida. Decidida a cortar con todo, vende la casa y se ' +
      'esconde en un piso anónimo de París. Pero el concierto que su marido dejó sin terminar ' +
      'y el descubrimiento de una amante secreta la devuelven poco a poco al mundo.',
    pers: {
      d: [[1425, 'Krzysztof Kieslowski']],
      a: [
        [300, 'Juliette Binoche'],
        [952498, 'Zbigniew Zamachowski'],
        [365, 'Julie Delpy'],
        [753666, 'Benoît Régent'],
      ],
      w: [
        [1425, 'Krzysztof Kieslowski'],
        [null, 'Krzysztof Piesiewicz'],
      ],
      c: [
        [null, 'Zbigniew Preisner'],
        [null, 'Slawomir Idziak'],
      ],
    },
    cols: {},
  },
  {
    imdb: 111495,
    nom: 'Tres colores: Rojo',
    nomo: 'Trois couleurs: Rouge',
    nomen: 'Three Colors: Red',
    anio: 1994,
    dura: 99,
    gens: ['DR', 'MI', 'RO'],
    rate: 8.1,
    votos: 120000,
    arg:
      'Valentine, una estudiante que trabaja como modelo en Ginebra, atropella a una perra y ' +
      'busca a su dueño: un juez jubilado que pasa los días escuchando las llamadas ' +
      'telefónicas de sus vecinos. Escandalizada al principio, la joven entabla con él una ' +
      'extraña amistad. Muy cerca, un joven estudiante de Derecho parece repetir la vida que ' +
      'el juez vivió décadas atrás.',
    pers: {
      d: [[1425, 'Krzysztof Kieslowski']],
      a: [
        [null, 'Irène Jacob'],
        [null, 'Jean-Louis Trintignant'],
        [null, 'Frédérique Feder'],
        [null, 'Jean-Pierre Lorit'],
      ],
      w: [
        [1425, 'Krzysztof Kieslowski'],
        [null, 'Krzysztof Piesiewicz'],
      ],
      c: [
        [null, 'Zbigniew Preisner'],
        [null, 'Piotr Sobocinski'],
      ],
    },
    cols: {},
  },
  {
    imdb: 93191,
    nom: 'Cielo sobre Berlín',
    nomo: 'Der Himmel über Berlin',
    nomen: 'Wings of Desire',
    anio: 1987,
    dura: 128,
    gens: ['DR', 'FN', 'RO'],
    rate: 8.0,
    votos: 75000,
    arg:
      'Dos ángeles, Damiel y Cassiel, recorren el Berlín todavía dividido por el muro, ' +
      'escuchando los pensamientos de sus habitantes sin poder intervenir en sus vidas. ' +
      'Damiel se enamora de Marion, una trapecista solitaria de un circo a punto de cerrar, ' +
      'y empieza a desear lo que nunca ha tenido: el peso, el tiempo y los sentidos de un ' +
      'ser humano.',
    pers: {
      d: [[694, 'Wim Wenders']],
      a: [
        [null, 'Bruno Ganz'],
        [null, 'Solveig Dommartin'],
        [null, 'Otto Sander'],
        [null, 'Curt Bois'],
      ],
      w: [
        [694, 'Wim Wenders'],
        [null, 'Peter Handke'],
      ],
      c: [
        [null, 'Jürgen Knieper'],
        [null, 'Henri Alekan'],
      ],
    },
    cols: {},
  },
  {
    imdb: 87884,
    nom: 'París, Texas',
    nomo: 'Paris, Texas',
    nomen: 'Paris, Texas',
    anio: 1984,
    dura: 145,
    gens: ['DR'],
    rate: 8.1,
    votos: 125000,
    arg:
      'Travis aparece caminando por el desierto de Texas tras cuatro años desaparecido, sin ' +
      'decir una palabra. Su hermano lo recoge y lo lleva a Los Ángeles, donde vive Hunter, ' +
      'el hijo que Travis abandonó. Padre e hijo se reencuentran y emprenden juntos un viaje ' +
      'en busca de Jane, la madre del niño.',
    pers: {
      d: [[694, 'Wim Wenders']],
      a: [
        [null, 'Harry Dean Stanton'],
        [null, 'Nastassja Kinski'],
        [null, 'Dean Stockwell'],
        [null, 'Aurore Clément'],
      ],
      w: [
        [null, 'Sam Shepard'],
        [null, 'L.M. Kit Carson'],
      ],
      c: [
        [null, 'Ry Cooder'],
        [null, 'Robby Müller'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1832382,
    nom: 'Nader y Simin, una separación',
    nomo: 'Jodaeiye Nader az Simin',
    nomen: 'A Separation',
    anio: 2011,
    dura: 123,
    gens: ['DR'],
    rate: 8.3,
    votos: 270000,
    arg:
      'Simin quiere salir de Irán con su marido y su hija, pero Nader se niega a dejar solo ' +
      'a su padre, enfermo de alzhéimer, y ella pide el divorcio. Nader contrata entonces a ' +
      'Razieh, una mujer humilde y muy religiosa, para cuidar del anciano. Un incidente entre ' +
      'ambos acaba en los tribunales y enfrenta a dos familias con verdades a medias.',
    pers: {
      d: [[1410815, 'Asghar Farhadi']],
      a: [
        [null, 'Payman Maadi'],
        [null, 'Leila Hatami'],
        [null, 'Sareh Bayat'],
        [null, 'Shahab Hosseini'],
      ],
      w: [[1410815, 'Asghar Farhadi']],
      c: [
        [null, 'Sattar Oraki'],
        [null, 'Mahmoud Kalari'],
      ],
    },
    cols: {},
  },
  {
    imdb: 41154,
    nom: 'Primavera tardía',
    nomo: 'Banshun',
    nomen: 'Late Spring',
    anio: 1949,
    dura: 108,
    gens: ['DR'],
    rate: 8.2,
    votos: 25000,
    arg:
      'Noriko, de veintisiete años, vive feliz cuidando de su padre viudo, un profesor ' +
      'universitario de Kamakura, y no tiene prisa por casarse. Convencido de que su hija ' +
      'debe hacer su vida, el padre finge que piensa volver a casarse para empujarla a ' +
      'aceptar un marido. La separación que ambos temen llega con una tristeza callada.',
    pers: {
      d: [[654868, 'Yasujirô Ozu']],
      a: [
        [null, 'Chishû Ryû'],
        [null, 'Setsuko Hara'],
        [null, 'Yumeji Tsukioka'],
        [null, 'Haruko Sugimura'],
      ],
      w: [
        [null, 'Kôgo Noda'],
        [654868, 'Yasujirô Ozu'],
        [null, 'Kazuo Hirotsu'],
      ],
      c: [
        [null, 'Senji Itô'],
        [null, 'Yûharu Atsuta'],
      ],
    },
    cols: {},
  },
  {
    imdb: 46478,
    nom: 'Cuentos de la luna pálida',
    nomo: 'Ugetsu monogatari',
    nomen: 'Ugetsu',
    anio: 1953,
    dura: 96,
    gens: ['DR', 'FN'],
    rate: 8.1,
    votos: 35000,
    arg:
      'En el Japón del siglo XVI, asolado por las guerras civiles, el alfarero Genjurô y su ' +
      'cuñado Tôbei dejan atrás a sus mujeres para buscar fortuna en la ciudad. Genjurô cae ' +
      'bajo el hechizo de una misteriosa dama noble, mientras Tôbei persigue su sueño de ser ' +
      'samurái. La ambición de los dos hombres tiene un precio que pagan sobre todo sus ' +
      'esposas.',
    pers: {
      d: [[null, 'Kenji Mizoguchi']],
      a: [
        [null, 'Machiko Kyô'],
        [null, 'Mitsuko Mito'],
        [null, 'Kinuyo Tanaka'],
        [null, 'Masayuki Mori'],
      ],
      w: [
        [null, 'Matsutarô Kawaguchi'],
        [null, 'Yoshikata Yoda'],
        [null, 'Akinari Ueda'],
      ],
      c: [
        [null, 'Fumio Hayasaka'],
        [null, 'Kazuo Miyagawa'],
      ],
    },
    cols: {},
  },
  {
    imdb: 55032,
    nom: 'Jules y Jim',
    nomo: 'Jules et Jim',
    nomen: 'Jules and Jim',
    anio: 1962,
    dura: 105,
    gens: ['DR', 'RO'],
    rate: 7.7,
    votos: 45000,
    arg:
      'En el París anterior a la Primera Guerra Mundial, el austriaco Jules y el francés Jim ' +
      'son amigos inseparables hasta que ambos se enamoran de Catherine, una mujer libre e ' +
      'imprevisible. Ella se casa con Jules, pero la guerra, los años y el deseo mantienen ' +
      'unido al trío en un equilibrio cada vez más frágil.',
    pers: {
      d: [[76, 'François Truffaut']],
      a: [
        [null, 'Jeanne Moreau'],
        [null, 'Oskar Werner'],
        [null, 'Henri Serre'],
        [null, 'Vanna Urbino'],
      ],
      w: [
        [76, 'François Truffaut'],
        [null, 'Jean Gruault'],
        [null, 'Henri-Pierre Roché'],
      ],
      c: [
        [16, 'Georges Delerue'],
        [null, 'Raoul Coutard'],
      ],
    },
    cols: {},
  },
  {
    imdb: 55852,
    nom: 'Cleo de 5 a 7',
    nomo: 'Cléo de 5 à 7',
    nomen: 'Cléo from 5 to 7',
    anio: 1962,
    dura: 90,
    gens: ['DR'],
    rate: 7.8,
    votos: 35000,
    arg:
      'Cléo, una joven cantante parisina, espera los resultados de unas pruebas médicas que ' +
      'pueden confirmar que tiene cáncer. Durante casi dos horas, contadas en tiempo real, ' +
      'pasea por París, visita a una amiga y se cruza con un soldado de permiso antes de ' +
      'volver a Argelia. El miedo a la muerte le hace mirar la ciudad y su vida con otros ojos.',
    pers: {
      d: [[889513, 'Agnès Varda']],
      a: [
        [null, 'Corinne Marchand'],
        [null, 'Antoine Bourseiller'],
        [null, 'Dominique Davray'],
        [null, 'Dorothée Blanck'],
      ],
      w: [[889513, 'Agnès Varda']],
      c: [
        [null, 'Michel Legrand'],
        [null, 'Jean Rabier'],
      ],
    },
    cols: {},
  },
  {
    imdb: 59592,
    nom: 'Pierrot el loco',
    nomo: 'Pierrot le fou',
    nomen: 'Pierrot le Fou',
    anio: 1965,
    dura: 110,
    gens: ['CR', 'DR', 'RO'],
    rate: 7.5,
    votos: 35000,
    arg:
      'Ferdinand, harto de su matrimonio burgués y de las fiestas de la alta sociedad ' +
      'parisina, se fuga con Marianne, la niñera de sus hijos y un antiguo amor. Perseguidos ' +
      'por unos gánsteres argelinos tras un cadáver, cruzan Francia hacia el sur. En la costa ' +
      'mediterránea, el idilio se agota entre libros, canciones y traiciones.',
    pers: {
      d: [[419, 'Jean-Luc Godard']],
      a: [
        [901, 'Jean-Paul Belmondo'],
        [null, 'Anna Karina'],
        [null, 'Graziella Galvani'],
        [null, 'Dirk Sanders'],
      ],
      w: [
        [419, 'Jean-Luc Godard'],
        [null, 'Lionel White'],
      ],
      c: [
        [null, 'Antoine Duhamel'],
        [null, 'Raoul Coutard'],
      ],
    },
    cols: {},
  },
  {
    imdb: 53619,
    nom: 'La aventura',
    nomo: "L'avventura",
    nomen: "L'Avventura",
    anio: 1960,
    dura: 143,
    gens: ['DR', 'MI'],
    rate: 7.8,
    votos: 35000,
    arg:
      'Durante una excursión en yate por las islas Eolias, Anna desaparece en un islote ' +
      'rocoso sin dejar rastro. Su novio Sandro y su mejor amiga Claudia la buscan por toda ' +
      'Sicilia, pero a medida que avanzan se sienten atraídos el uno por el otro. La ausencia ' +
      'de Anna acaba importando menos que el vacío que los dos arrastran.',
    pers: {
      d: [[774, 'Michelangelo Antonioni']],
      a: [
        [null, 'Gabriele Ferzetti'],
        [null, 'Monica Vitti'],
        [null, 'Lea Massari'],
        [null, 'Dominique Blanchar'],
      ],
      w: [
        [774, 'Michelangelo Antonioni'],
        [null, 'Elio Bartolini'],
        [null, 'Tonino Guerra'],
      ],
      c: [
        [null, 'Giovanni Fusco'],
        [null, 'Aldo Scavarda'],
      ],
    },
    cols: {},
  },
  {
    imdb: 60176,
    nom: 'Blow-Up (Deseo de una mañana de verano)',
    nomo: 'Blow-Up',
    nomen: 'Blow-Up',
    anio: 1966,
    dura: 111,
    gens: ['DR', 'MI', 'SU'],
    rate: 7.5,
    votos: 70000,
    arg:
      'Thomas, un fotógrafo de moda del Londres de los años sesenta, toma en un parque unas ' +
      'fotos de una pareja de enamorados. La mujer le exige los negativos con una insistencia ' +
      'sospechosa. Al ampliar las imágenes en su estudio, Thomas cree descubrir entre los ' +
      'arbustos una pistola y un cadáver.',
    pers: {
      d: [[774, 'Michelangelo Antonioni']],
      a: [
        [null, 'David Hemmings'],
        [603, 'Vanessa Redgrave'],
        [null, 'Sarah Miles'],
        [null, 'John Castle'],
      ],
      w: [
        [774, 'Michelangelo Antonioni'],
        [null, 'Tonino Guerra'],
        [null, 'Edward Bond'],
        [null, 'Julio Cortázar'],
      ],
      c: [
        [null, 'Herbie Hancock'],
        [null, 'Carlo Di Palma'],
      ],
    },
    cols: {},
  },
  {
    imdb: 57091,
    nom: 'El gatopardo',
    nomo: 'Il gattopardo',
    nomen: 'The Leopard',
    anio: 1963,
    dura: 186,
    gens: ['DR', 'HI'],
    rate: 7.9,
    votos: 30000,
    arg:
      'En 1860, mientras los camisas rojas de Garibaldi desembarcan en Sicilia, el príncipe ' +
      'de Salina contempla el final del mundo aristocrático al que pertenece. Para salvar lo ' +
      'que pueda, apoya a su sobrino Tancredi, que se une a los revolucionarios y se promete ' +
      'con Angelica, hija de un rico burgués. Un largo baile cierra la película como ' +
      'despedida de toda una época.',
    pers: {
      d: [[null, 'Luchino Visconti']],
      a: [
        [44, 'Burt Lancaster'],
        [1012, 'Claudia Cardinale'],
        [1128, 'Alain Delon'],
        [null, 'Paolo Stoppa'],
      ],
      w: [
        [null, "Suso Cecchi D'Amico"],
        [null, 'Pasquale Festa Campanile'],
        [null, 'Enrico Medioli'],
        [null, 'Massimo Franciosa'],
        [null, 'Luchino Visconti'],
        [null, 'Giuseppe Tomasi di Lampedusa'],
      ],
      c: [
        [65, 'Nino Rota'],
        [null, 'Giuseppe Rotunno'],
      ],
    },
    cols: {},
  },
  {
    imdb: 17136,
    nom: 'Metrópolis',
    nomo: 'Metropolis',
    nomen: 'Metropolis',
    anio: 1927,
    dura: 153,
    gens: ['DR', 'CF'],
    rate: 8.3,
    votos: 190000,
    arg:
      'En una ciudad del futuro, los poderosos viven en rascacielos y jardines mientras los ' +
      'obreros se agotan bajo tierra moviendo las máquinas que la sostienen. Freder, hijo ' +
      'del amo de la ciudad, descubre ese mundo subterráneo de la mano de María, una joven ' +
      'que predica la reconciliación. Su padre encarga a un inventor un robot con el rostro ' +
      'de María para sembrar la revuelta.',
    pers: {
      d: [[485, 'Fritz Lang']],
      a: [
        [null, 'Brigitte Helm'],
        [null, 'Alfred Abel'],
        [null, 'Gustav Fröhlich'],
        [null, 'Rudolf Klein-Rogge'],
      ],
      w: [[null, 'Thea von Harbou']],
      c: [
        [null, 'Gottfried Huppertz'],
        [null, 'Karl Freund'],
      ],
    },
    cols: {},
  },
  {
    imdb: 13442,
    nom: 'Nosferatu',
    nomo: 'Nosferatu, eine Symphonie des Grauens',
    nomen: 'Nosferatu',
    anio: 1922,
    dura: 94,
    gens: ['TE', 'FN'],
    rate: 7.9,
    votos: 110000,
    arg:
      'El joven agente inmobiliario Hutter viaja a los Cárpatos para vender una casa al ' +
      'conde Orlok, un noble solitario que resulta ser un vampiro. Orlok se fija en el ' +
      'retrato de Ellen, la esposa de Hutter, y parte por mar hacia la ciudad de ella ' +
      'llevando consigo ratas y peste. Solo el sacrificio de Ellen puede detenerlo.',
    pers: {
      d: [[3638, 'F.W. Murnau']],
      a: [
        [null, 'Max Schreck'],
        [null, 'Alexander Granach'],
        [null, 'Gustav von Wangenheim'],
        [null, 'Greta Schröder'],
      ],
      w: [
        [null, 'Henrik Galeen'],
        [null, 'Bram Stoker'],
      ],
      c: [
        [null, 'Hans Erdmann'],
        [null, 'Fritz Arno Wagner'],
      ],
    },
    cols: {},
  },
  {
    imdb: 18455,
    nom: 'Amanecer',
    nomo: 'Sunrise: A Song of Two Humans',
    nomen: 'Sunrise: A Song of Two Humans',
    anio: 1927,
    dura: 94,
    gens: ['DR', 'RO'],
    rate: 8.1,
    votos: 55000,
    arg:
      'Un campesino casado cae bajo el hechizo de una mujer de la ciudad que veranea en su ' +
      'pueblo, y ella le convence de ahogar a su esposa para fugarse juntos. En el último ' +
      'momento es incapaz de hacerlo y la esposa huye aterrada hacia la ciudad. Allí, ' +
      'entre tranvías, barberías y ferias, el matrimonio vuelve a enamorarse.',
    pers: {
      d: [[3638, 'F.W. Murnau']],
      a: [
        [null, "George O'Brien"],
        [null, 'Janet Gaynor'],
        [null, 'Margaret Livingston'],
        [null, 'Bodil Rosing'],
      ],
      w: [
        [null, 'Carl Mayer'],
        [null, 'Hermann Sudermann'],
      ],
      c: [
        [null, 'Hugo Riesenfeld'],
        [null, 'Charles Rosher'],
        [null, 'Karl Struss'],
      ],
    },
    cols: {},
  },
  {
    imdb: 19254,
    nom: 'La pasión de Juana de Arco',
    nomo: "La passion de Jeanne d'Arc",
    nomen: 'The Passion of Joan of Arc',
    anio: 1928,
    dura: 110,
    gens: ['BI', 'DR', 'HI'],
    rate: 8.1,
    votos: 60000,
    arg:
      'En 1431, Juana de Arco, prisionera de los ingleses, comparece ante un tribunal de ' +
      'clérigos decididos a condenarla por herejía. Los interrogatorios, las amenazas de ' +
      'tortura y las trampas teológicas se suceden en primerísimos planos de rostros. ' +
      'Agotada, la joven duda un instante antes de aceptar la hoguera.',
    pers: {
      d: [[3433, 'Carl Theodor Dreyer']],
      a: [
        [null, 'Maria Falconetti'],
        [null, 'Eugene Silvain'],
        [null, 'André Berley'],
        [null, 'Maurice Schutz'],
      ],
      w: [
        [null, 'Joseph Delteil'],
        [3433, 'Carl Theodor Dreyer'],
      ],
      c: [[null, 'Rudolph Maté']],
    },
    cols: {},
  },
  {
    imdb: 48452,
    nom: 'Ordet (La palabra)',
    nomo: 'Ordet',
    nomen: 'Ordet',
    anio: 1955,
    dura: 126,
    gens: ['DR'],
    rate: 8.0,
    votos: 22000,
    arg:
      'En una granja de Jutlandia, el viejo Morten Borgen vive con sus tres hijos: el mayor ' +
      'ha perdido la fe, el mediano se cree Jesucristo desde que estudió teología y el ' +
      'pequeño quiere casarse con la hija de un sastre de otra congregación. Cuando Inger, ' +
      'la nuera embarazada, sufre un parto terrible, la familia entera se enfrenta a la ' +
      'pregunta de qué es creer.',
    pers: {
      d: [[3433, 'Carl Theodor Dreyer']],
      a: [
        [null, 'Henrik Malberg'],
        [null, 'Emil Hass Christensen'],
        [null, 'Preben Lerdorff Rye'],
        [null, 'Cay Kristiansen'],
      ],
      w: [
        [3433, 'Carl Theodor Dreyer'],
        [null, 'Kaj Munk'],
      ],
      c: [
        [null, 'Poul Schierbeck'],
        [null, 'Henning Bendtsen'],
      ],
    },
    cols: {},
  },
  {
    imdb: 21749,
    nom: 'Luces de la ciudad',
    nomo: 'City Lights',
    nomen: 'City Lights',
    anio: 1931,
    dura: 87,
    gens: ['CO', 'DR', 'RO'],
    rate: 8.5,
    votos: 200000,
    arg:
      'El vagabundo se enamora de una joven florista ciega que, por un malentendido, lo ' +
      'toma por un hombre rico. Al mismo tiempo se hace amigo de un millonario que solo le ' +
      'reconoce cuando está borracho. Para pagar la operación que devolverá la vista a la ' +
      'muchacha, el vagabundo prueba suerte como barrendero y como boxeador.',
    pers: {
      d: [[122, 'Charles Chaplin']],
      a: [
        [122, 'Charles Chaplin'],
        [null, 'Virginia Cherrill'],
        [null, 'Florence Lee'],
        [null, 'Harry Myers'],
      ],
      w: [[122, 'Charles Chaplin']],
      c: [
        [122, 'Charles Chaplin'],
        [null, 'Roland Totheroh'],
      ],
    },
    cols: {},
  },
  {
    imdb: 32553,
    nom: 'El gran dictador',
    nomo: 'The Great Dictator',
    nomen: 'The Great Dictator',
    anio: 1940,
    dura: 125,
    gens: ['CO', 'DR', 'BE'],
    rate: 8.4,
    votos: 240000,
    arg:
      'Adenoid Hynkel, dictador de Tomania, persigue a los judíos y sueña con dominar el ' +
      'mundo. Un barbero judío idéntico a él, que perdió la memoria en la Gran Guerra, ' +
      'vuelve a su tienda del gueto sin saber nada del nuevo régimen. La confusión entre ' +
      'ambos lleva al barbero a una tribuna desde la que pronuncia un discurso por la ' +
      'libertad.',
    pers: {
      d: [[122, 'Charles Chaplin']],
      a: [
        [122, 'Charles Chaplin'],
        [null, 'Paulette Goddard'],
        [null, 'Jack Oakie'],
        [null, 'Reginald Gardiner'],
      ],
      w: [[122, 'Charles Chaplin']],
      c: [
        [null, 'Meredith Willson'],
        [null, 'Karl Struss'],
        [null, 'Roland Totheroh'],
      ],
    },
    cols: {},
  },
  {
    imdb: 17925,
    nom: 'El maquinista de La General',
    nomo: 'The General',
    nomen: 'The General',
    anio: 1926,
    dura: 78,
    gens: ['AC', 'AV', 'CO'],
    rate: 8.1,
    votos: 100000,
    arg:
      'Georgia, 1861: el maquinista Johnnie Gray intenta alistarse en el ejército confederado, ' +
      'pero lo rechazan por ser más útil en su locomotora, y su novia Annabelle lo toma por ' +
      'un cobarde. Cuando unos espías del Norte roban La General con Annabelle a bordo, ' +
      'Johnnie sale tras ellos en solitario. La persecución en tren cruza las líneas ' +
      'enemigas en ambos sentidos.',
    pers: {
      d: [
        [null, 'Clyde Bruckman'],
        [36, 'Buster Keaton'],
      ],
      a: [
        [36, 'Buster Keaton'],
        [null, 'Marion Mack'],
        [null, 'Glen Cavender'],
        [null, 'Jim Farley'],
      ],
      w: [
        [36, 'Buster Keaton'],
        [null, 'Clyde Bruckman'],
        [null, 'Al Boasberg'],
        [null, 'Charles Henry Smith'],
      ],
      c: [
        [null, 'Dev Jennings'],
        [null, 'Bert Haines'],
      ],
    },
    cols: {},
  },
  {
    imdb: 15324,
    nom: 'El moderno Sherlock Holmes',
    nomo: 'Sherlock Jr.',
    nomen: 'Sherlock Jr.',
    anio: 1924,
    dura: 45,
    gens: ['AC', 'CO', 'RO'],
    rate: 8.2,
    votos: 55000,
    arg:
      'Un proyeccionista de cine que estudia para detective es acusado por un rival de ' +
      'robar el reloj del padre de su novia. Humillado, vuelve a la cabina y se queda ' +
      'dormido durante la película. En sueños entra en la pantalla y se convierte en ' +
      'Sherlock Jr., el detective más hábil del mundo.',
    pers: {
      d: [[36, 'Buster Keaton']],
      a: [
        [36, 'Buster Keaton'],
        [null, 'Kathryn McGuire'],
        [null, 'Joe Keaton'],
        [null, 'Erwin Connelly'],
      ],
      w: [
        [null, 'Clyde Bruckman'],
        [null, 'Jean Havez'],
        [null, 'Joseph A. Mitchell'],
      ],
      c: [
        [null, 'Elgin Lessley'],
        [null, 'Byron Houck'],
      ],
    },
    cols: {},
  },
  {
    imdb: 36775,
    nom: 'Perdición',
    nomo: 'Double Indemnity',
    nomen: 'Double Indemnity',
    anio: 1944,
    dura: 107,
    gens: ['CR', 'DR', 'NE'],
    rate: 8.3,
    votos: 170000,
    arg:
      'Walter Neff, un vendedor de seguros de Los Ángeles, visita una casa para renovar una ' +
      'póliza y conoce a Phyllis Dietrichson, la esposa del cliente. Seducido por ella, ' +
      'idea el asesinato perfecto del marido para cobrar un seguro de accidentes que paga ' +
      'el doble. Su jefe, el perspicaz Barton Keyes, empieza a sospechar que la muerte no ' +
      'fue un accidente.',
    pers: {
      d: [[697, 'Billy Wilder']],
      a: [
        [null, 'Fred MacMurray'],
        [null, 'Barbara Stanwyck'],
        [64, 'Edward G. Robinson'],
        [null, 'Porter Hall'],
      ],
      w: [
        [697, 'Billy Wilder'],
        [null, 'Raymond Chandler'],
        [null, 'James M. Cain'],
      ],
      c: [
        [67, 'Miklós Rózsa'],
        [null, 'John F. Seitz'],
      ],
    },
    cols: {},
  },
  {
    imdb: 53291,
    nom: 'Con faldas y a lo loco',
    nomo: 'Some Like It Hot',
    nomen: 'Some Like It Hot',
    anio: 1959,
    dura: 121,
    gens: ['CO', 'RO'],
    rate: 8.2,
    votos: 300000,
    arg:
      'Chicago, 1929: dos músicos sin trabajo presencian la matanza de San Valentín y huyen ' +
      'de los gánsteres disfrazados de mujer, enrolados en una orquesta femenina que viaja ' +
      'a Florida. Joe se enamora de Sugar, la cantante, y se hace pasar por millonario para ' +
      'conquistarla. Mientras, Jerry recibe las atenciones de un millonario de verdad.',
    pers: {
      d: [[697, 'Billy Wilder']],
      a: [
        [54, 'Marilyn Monroe'],
        [null, 'Tony Curtis'],
        [493, 'Jack Lemmon'],
        [null, 'George Raft'],
      ],
      w: [
        [697, 'Billy Wilder'],
        [null, 'I.A.L. Diamond'],
      ],
      c: [
        [null, 'Adolph Deutsch'],
        [null, 'Charles Lang'],
      ],
    },
    cols: {},
  },
  {
    imdb: 59578,
    nom: 'La muerte tenía un precio',
    nomo: 'Per qualche dollaro in più',
    nomen: 'For a Few Dollars More',
    anio: 1965,
    dura: 132,
    gens: ['OE'],
    rate: 8.2,
    votos: 280000,
    arg:
      'Dos cazarrecompensas, el Manco y el coronel Mortimer, persiguen al mismo hombre: el ' +
      'Indio, un bandido sanguinario recién fugado de la cárcel que planea asaltar el banco ' +
      'de El Paso. Después de medirse a tiros, deciden aliarse y repartir la recompensa. ' +
      'Mortimer, sin embargo, tiene con el Indio una cuenta pendiente que no es de dinero.',
    pers: {
      d: [[1466, 'Sergio Leone']],
      a: [
        [142, 'Clint Eastwood'],
        [1812, 'Lee Van Cleef'],
        [null, 'Gian Maria Volontè'],
        [null, 'Mario Brega'],
      ],
      w: [
        [1466, 'Sergio Leone'],
        [898812, 'Luciano Vincenzoni'],
        [null, 'Fulvio Morsella'],
      ],
      c: [
        [null, 'Ennio Morricone'],
        [null, 'Massimo Dallamano'],
      ],
    },
    cols: {},
  },
  {
    imdb: 87843,
    nom: 'Érase una vez en América',
    nomo: 'Once Upon a Time in America',
    nomen: 'Once Upon a Time in America',
    anio: 1984,
    dura: 229,
    gens: ['CR', 'DR'],
    rate: 8.3,
    votos: 380000,
    arg:
      'En 1968, David «Noodles» Aaronson vuelve a Nueva York después de treinta y cinco años ' +
      'escondido, llamado por una carta misteriosa. Su regreso despierta los recuerdos de ' +
      'su infancia en el Lower East Side, de la banda que formó con su amigo Max durante la ' +
      'Ley Seca y de la traición que lo obligó a huir.',
    pers: {
      d: [[1466, 'Sergio Leone']],
      a: [
        [134, 'Robert De Niro'],
        [249, 'James Woods'],
        [null, 'Elizabeth McGovern'],
        [null, 'Treat Williams'],
      ],
      w: [
        [null, 'Leonardo Benvenuti'],
        [null, 'Piero De Bernardi'],
        [null, 'Enrico Medioli'],
        [null, 'Franco Arcalli'],
        [null, 'Franco Ferrini'],
        [1466, 'Sergio Leone'],
        [null, 'Harry Grey'],
      ],
      c: [
        [null, 'Ennio Morricone'],
        [null, 'Tonino Delli Colli'],
      ],
    },
    cols: {},
  },
  {
    imdb: 4975722,
    nom: 'Moonlight',
    nomo: 'Moonlight',
    nomen: 'Moonlight',
    anio: 2016,
    dura: 111,
    gens: ['DR'],
    rate: 7.4,
    votos: 350000,
    arg:
      'La vida de Chiron, un chico negro de un barrio pobre de Miami, contada en tres ' +
      'momentos: la infancia, la adolescencia y la edad adulta. Con una madre enganchada al ' +
      'crack, encuentra un refugio inesperado en Juan, un traficante, y en su pareja. A lo ' +
      'largo de los años, Chiron intenta entender quién es y qué siente por su amigo Kevin.',
    pers: {
      d: [[1503575, 'Barry Jenkins']],
      a: [
        [991810, 'Mahershala Ali'],
        [365140, 'Naomie Harris'],
        [5218990, 'Trevante Rhodes'],
        [7683379, 'Alex R. Hibbert'],
      ],
      w: [
        [1503575, 'Barry Jenkins'],
        [null, 'Tarell Alvin McCraney'],
      ],
      c: [
        [null, 'Nicholas Britell'],
        [null, 'James Laxton'],
      ],
    },
    cols: { oscars: 89 },
  },
  {
    imdb: 1895587,
    nom: 'Spotlight',
    nomo: 'Spotlight',
    nomen: 'Spotlight',
    anio: 2015,
    dura: 129,
    gens: ['BI', 'CR', 'DR'],
    rate: 8.1,
    votos: 500000,
    arg:
      'En 2001, el nuevo director del Boston Globe encarga a Spotlight, el equipo de ' +
      'periodismo de investigación del diario, que indague en las denuncias contra un ' +
      'sacerdote acusado de abusar de menores. Los reporteros descubren que la archidiócesis ' +
      'llevaba décadas encubriendo a decenas de curas. Publicar la historia les enfrenta a la ' +
      'institución más poderosa de la ciudad.',
    pers: {
      d: [[565336, 'Tom McCarthy']],
      a: [
        [749263, 'Mark Ruffalo'],
        [474, 'Michael Keaton'],
        [1046097, 'Rachel McAdams'],
        [630, 'Liev Schreiber'],
      ],
      w: [
        [null, 'Josh Singer'],
        [565336, 'Tom McCarthy'],
      ],
      c: [
        [null, 'Howard Shore'],
        [null, 'Masanobu Takayanagi'],
      ],
    },
    cols: { oscars: 88 },
  },
  {
    imdb: 9770150,
    nom: 'Nomadland',
    nomo: 'Nomadland',
    nomen: 'Nomadland',
    anio: 2020,
    dura: 107,
    gens: ['DR'],
    rate: 7.3,
    votos: 190000,
    arg:
      'Tras el cierre de la fábrica que daba vida a su pueblo de Nevada y la muerte de su ' +
      'marido, Fern, una mujer de sesenta años, lo vende casi todo y se echa a la carretera ' +
      'en una furgoneta. Enlaza trabajos temporales por el Oeste americano y conoce a otros ' +
      'nómadas que han elegido vivir al margen. Entre paisajes inmensos, aprende a convivir ' +
      'con su pérdida.',
    pers: {
      d: [[2125482, 'Chloé Zhao']],
      a: [
        [531, 'Frances McDormand'],
        [657, 'David Strathairn'],
        [9584508, 'Linda May'],
        [11894469, 'Gay DeForest'],
      ],
      w: [
        [2125482, 'Chloé Zhao'],
        [null, 'Jessica Bruder'],
      ],
      c: [
        [null, 'Ludovico Einaudi'],
        [null, 'Joshua James Richards'],
      ],
    },
    cols: { oscars: 93 },
  },
  {
    imdb: 2024544,
    nom: '12 años de esclavitud',
    nomo: '12 Years a Slave',
    nomen: '12 Years a Slave',
    anio: 2013,
    dura: 134,
    gens: ['BI', 'DR', 'HI'],
    rate: 8.1,
    votos: 750000,
    arg:
      'En 1841, Solomon Northup, un violinista negro y libre que vive con su familia en el ' +
      'estado de Nueva York, es engañado, secuestrado y vendido como esclavo en el Sur. ' +
      'Durante doce años pasa por varias plantaciones de Luisiana, a merced de amos crueles, ' +
      'sin renunciar a recuperar su nombre y su libertad.',
    pers: {
      d: [[2588606, 'Steve McQueen']],
      a: [
        [252230, 'Chiwetel Ejiofor'],
        [931324, 'Michael Kenneth Williams'],
        [1055413, 'Michael Fassbender'],
        [93, 'Brad Pitt'],
      ],
      w: [
        [null, 'John Ridley'],
        [1185849, 'Solomon Northup'],
      ],
      c: [
        [1877, 'Hans Zimmer'],
        [null, 'Sean Bobbitt'],
      ],
    },
    cols: { oscars: 86 },
  },
  {
    imdb: 1024648,
    nom: 'Argo',
    nomo: 'Argo',
    nomen: 'Argo',
    anio: 2012,
    dura: 120,
    gens: ['BI', 'DR', 'SU'],
    rate: 7.7,
    votos: 650000,
    arg:
      'En 1979, durante la crisis de los rehenes de Teherán, seis empleados de la embajada ' +
      'estadounidense se esconden en la residencia del embajador de Canadá. Tony Mendez, ' +
      'experto de la CIA en rescates, idea un plan disparatado: hacerlos pasar por el equipo ' +
      'de una falsa película de ciencia ficción que busca localizaciones en Irán. Para que ' +
      'la tapadera resulte creíble, necesita la ayuda de Hollywood.',
    pers: {
      d: [[255, 'Ben Affleck']],
      a: [
        [255, 'Ben Affleck'],
        [186505, 'Bryan Cranston'],
        [422, 'John Goodman'],
        [273, 'Alan Arkin'],
      ],
      w: [
        [null, 'Chris Terrio'],
        [null, 'Tony Mendez'],
        [null, 'Joshuah Bearman'],
      ],
      c: [
        [6035, 'Alexandre Desplat'],
        [null, 'Rodrigo Prieto'],
      ],
    },
    cols: { oscars: 85 },
  },
  {
    imdb: 6710474,
    nom: 'Todo a la vez en todas partes',
    nomo: 'Everything Everywhere All at Once',
    nomen: 'Everything Everywhere All at Once',
    anio: 2022,
    dura: 139,
    gens: ['AC', 'AV', 'CO'],
    rate: 7.8,
    votos: 600000,
    arg:
      'Evelyn Wang, una inmigrante china que regenta una lavandería en apuros, está ' +
      'abrumada por una inspección de Hacienda, un matrimonio gastado y una hija con la que ' +
      'no se entiende. En plena cita con la inspectora descubre que existen infinitos ' +
      'universos paralelos y que solo ella puede salvarlos a todos. Para conseguirlo tendrá ' +
      'que tomar prestadas las habilidades de las mujeres que pudo haber sido.',
    pers: {
      d: [
        [3453283, 'Daniel Kwan'],
        [3215397, 'Daniel Scheinert'],
      ],
      a: [
        [706, 'Michelle Yeoh'],
        [3513533, 'Stephanie Hsu'],
        [130, 'Jamie Lee Curtis'],
        [702841, 'Ke Huy Quan'],
      ],
      w: [
        [3453283, 'Daniel Kwan'],
        [3215397, 'Daniel Scheinert'],
      ],
      c: [
        [null, 'Son Lux'],
        [null, 'Larkin Seiple'],
      ],
    },
    cols: { oscars: 95 },
  },
  {
    imdb: 10366460,
    nom: 'CODA: Los sonidos del silencio',
    nomo: 'CODA',
    nomen: 'CODA',
    anio: 2021,
    dura: 111,
    gens: ['CO', 'DR', 'MU'],
    rate: 8.0,
    votos: 170000,
    arg:
      'Ruby es la única persona oyente de una familia de pescadores sordos de Gloucester, en ' +
      'Massachusetts, y desde niña hace de intérprete para sus padres y su hermano. Al ' +
      'apuntarse al coro del instituto descubre que tiene talento para cantar y un profesor ' +
      'la anima a presentarse a una prestigiosa escuela de música. Seguir su sueño significa ' +
      'dejar sola a su familia cuando el negocio más la necesita.',
    pers: {
      d: [[null, 'Siân Heder']],
      a: [
        [null, 'Emilia Jones'],
        [null, 'Marlee Matlin'],
        [null, 'Troy Kotsur'],
        [null, 'Daniel Durant'],
      ],
      w: [
        [null, 'Siân Heder'],
        [null, 'Victoria Bedos'],
        [null, 'Stanislas Carré de Malberg'],
        [null, 'Éric Lartigau'],
      ],
      c: [
        [null, 'Marius de Vries'],
        [null, 'Paula Huidobro'],
      ],
    },
    cols: { oscars: 94 },
  },
  {
    imdb: 1392190,
    nom: 'Mad Max: Furia en la carretera',
    nomo: 'Mad Max: Fury Road',
    nomen: 'Mad Max: Fury Road',
    anio: 2015,
    dura: 120,
    gens: ['AC', 'AV', 'CF'],
    rate: 8.1,
    votos: 1100000,
    arg:
      'En un desierto postapocalíptico donde el agua y la gasolina valen más que la vida, ' +
      'Max Rockatansky cae prisionero de Immortan Joe, el tirano de la Ciudadela. La ' +
      'imperatriz Furiosa se rebela y huye en un camión blindado con las cinco esposas del ' +
      'caudillo. Max acaba uniéndose a la fuga, perseguido por todo el ejército de Joe.',
    pers: {
      d: [[4306, 'George Miller']],
      a: [
        [362766, 'Tom Hardy'],
        [234, 'Charlize Theron'],
        [null, 'Nicholas Hoult'],
        [null, 'Hugh Keays-Byrne'],
      ],
      w: [
        [4306, 'George Miller'],
        [null, 'Brendan McCarthy'],
        [null, 'Nico Lathouris'],
      ],
      c: [
        [null, 'Junkie XL'],
        [null, 'John Seale'],
      ],
    },
    cols: {},
  },
  {
    imdb: 8579674,
    nom: '1917',
    nomo: '1917',
    nomen: '1917',
    anio: 2019,
    dura: 119,
    gens: ['AC', 'DR', 'BE'],
    rate: 8.2,
    votos: 700000,
    arg:
      'Norte de Francia, abril de 1917. Dos jóvenes cabos británicos, Schofield y Blake, ' +
      'reciben la orden de cruzar la tierra de nadie y las líneas que los alemanes acaban de ' +
      'abandonar para llevar un mensaje a otro batallón. Si no llegan a tiempo, mil seiscientos ' +
      'hombres, entre ellos el hermano de Blake, caerán en una emboscada.',
    pers: {
      d: [[5222, 'Sam Mendes']],
      a: [
        [null, 'Dean-Charles Chapman'],
        [null, 'George MacKay'],
        [null, 'Daniel Mays'],
        [147, 'Colin Firth'],
      ],
      w: [
        [5222, 'Sam Mendes'],
        [null, 'Krysty Wilson-Cairns'],
      ],
      c: [
        [2353, 'Thomas Newman'],
        [5683, 'Roger Deakins'],
      ],
    },
    cols: {},
  },
  {
    imdb: 2582802,
    nom: 'Whiplash',
    nomo: 'Whiplash',
    nomen: 'Whiplash',
    anio: 2014,
    dura: 106,
    gens: ['DR', 'MU'],
    rate: 8.5,
    votos: 1000000,
    arg:
      'Andrew, un joven batería de diecinueve años, estudia en el conservatorio más ' +
      'exigente de Nueva York y sueña con ser uno de los grandes del jazz. Terence Fletcher, ' +
      'el temido director de la big band del centro, lo elige para su grupo y empieza a ' +
      'someterlo a humillaciones y presiones sin límite. Andrew está dispuesto a sangrar ' +
      'sobre los platillos con tal de estar a su altura.',
    pers: {
      d: [[3227090, 'Damien Chazelle']],
      a: [
        [1886602, 'Miles Teller'],
        [799777, 'J.K. Simmons'],
        [null, 'Melissa Benoist'],
        [null, 'Paul Reiser'],
      ],
      w: [[3227090, 'Damien Chazelle']],
      c: [
        [null, 'Justin Hurwitz'],
        [null, 'Sharone Meir'],
      ],
    },
    cols: {},
  },
  {
    imdb: 3783958,
    nom: 'La La Land: La ciudad de las estrellas',
    nomo: 'La La Land',
    nomen: 'La La Land',
    anio: 2016,
    dura: 128,
    gens: ['CO', 'DR', 'MS', 'RO'],
    rate: 8.0,
    votos: 700000,
    arg:
      'En Los Ángeles, Mia, una camarera que se presenta a audiciones sin suerte, y ' +
      'Sebastian, un pianista de jazz que sueña con abrir su propio club, se cruzan varias ' +
      'veces hasta enamorarse. A lo largo de las cuatro estaciones se apoyan el uno al otro ' +
      'para perseguir sus ambiciones. El éxito, sin embargo, empieza a separarlos.',
    pers: {
      d: [[3227090, 'Damien Chazelle']],
      a: [
        [331516, 'Ryan Gosling'],
        [1297015, 'Emma Stone'],
        [null, 'Rosemarie DeWitt'],
        [799777, 'J.K. Simmons'],
      ],
      w: [[3227090, 'Damien Chazelle']],
      c: [
        [null, 'Justin Hurwitz'],
        [null, 'Linus Sandgren'],
      ],
    },
    cols: {},
  },
  {
    imdb: 28607951,
    nom: 'Anora',
    nomo: 'Anora',
    nomen: 'Anora',
    anio: 2024,
    dura: 139,
    gens: ['CO', 'DR', 'RO'],
    rate: 7.5,
    votos: 200000,
    arg:
      'Ani, una joven bailarina de un club de striptease de Brooklyn, conoce a Iván, el hijo ' +
      'caprichoso de un oligarca ruso, que le paga por pasar una semana con él en Las Vegas. ' +
      'Allí se casan por impulso. Cuando la noticia llega a Rusia, los padres envían a sus ' +
      'hombres de confianza a Nueva York para anular el matrimonio a toda costa.',
    pers: {
      d: [[null, 'Sean Baker']],
      a: [
        [null, 'Mikey Madison'],
        [null, 'Mark Eydelshteyn'],
        [null, 'Yura Borisov'],
        [null, 'Karren Karagulian'],
      ],
      w: [[null, 'Sean Baker']],
      c: [[null, 'Drew Daniels']],
    },
    cols: { oscars: 97 },
  },
  {
    imdb: 7160372,
    nom: 'La zona de interés',
    nomo: 'The Zone of Interest',
    nomen: 'The Zone of Interest',
    anio: 2023,
    dura: 105,
    gens: ['DR', 'HI', 'BE'],
    rate: 7.4,
    votos: 130000,
    arg:
      'Rudolf Höss, comandante de Auschwitz, vive con su mujer Hedwig y sus hijos en una casa ' +
      'con jardín pegada al muro del campo. La familia celebra cumpleaños, se baña en el río ' +
      'y cuida las flores mientras al otro lado se oyen gritos, disparos y el ruido de los ' +
      'hornos. Cuando trasladan a Rudolf, Hedwig se niega a renunciar a la vida que ha ' +
      'construido allí.',
    pers: {
      d: [[322242, 'Jonathan Glazer']],
      a: [
        [null, 'Christian Friedel'],
        [null, 'Sandra Hüller'],
        [null, 'Johann Karthaus'],
        [null, 'Luis Noah Witte'],
      ],
      w: [
        [322242, 'Jonathan Glazer'],
        [null, 'Martin Amis'],
      ],
      c: [
        [null, 'Mica Levi'],
        [null, 'Lukasz Zal'],
      ],
    },
    cols: {},
  },
  {
    imdb: 17009710,
    nom: 'Anatomía de una caída',
    nomo: "Anatomie d'une chute",
    nomen: 'Anatomy of a Fall',
    anio: 2023,
    dura: 151,
    gens: ['CR', 'DR', 'SU'],
    rate: 7.7,
    votos: 250000,
    arg:
      'Samuel aparece muerto en la nieve, al pie del chalet de los Alpes donde vivía con su ' +
      'mujer Sandra, una escritora alemana, y su hijo Daniel, que es casi ciego. La policía ' +
      'no sabe si cayó o lo empujaron, y Sandra acaba acusada de asesinato. El juicio ' +
      'desmenuza el matrimonio ante un hijo obligado a decidir qué cree.',
    pers: {
      d: [[null, 'Justine Triet']],
      a: [
        [null, 'Sandra Hüller'],
        [null, 'Swann Arlaud'],
        [null, 'Milo Machado Graner'],
        [null, 'Antoine Reinartz'],
      ],
      w: [
        [null, 'Justine Triet'],
        [null, 'Arthur Harari'],
      ],
      c: [[null, 'Simon Beaufils']],
    },
    cols: {},
  },
  {
    imdb: 13238346,
    nom: 'Vidas pasadas',
    nomo: 'Past Lives',
    nomen: 'Past Lives',
    anio: 2023,
    dura: 105,
    gens: ['DR', 'RO'],
    rate: 7.8,
    votos: 170000,
    arg:
      'Na Young y Hae Sung son inseparables en el colegio de Seúl hasta que la familia de ella ' +
      'emigra a Canadá. Doce años después se reencuentran por videollamada, y otros doce más ' +
      'tarde él viaja a Nueva York para verla. Ella, que ahora se llama Nora, está casada con ' +
      'un escritor estadounidense, y los dos se preguntan qué habría sido de ellos.',
    pers: {
      d: [[null, 'Celine Song']],
      a: [
        [null, 'Greta Lee'],
        [null, 'Teo Yoo'],
        [null, 'John Magaro'],
        [null, 'Moon Seung-ah'],
      ],
      w: [[null, 'Celine Song']],
      c: [
        [null, 'Christopher Bear'],
        [null, 'Daniel Rossen'],
        [null, 'Shabier Kirchner'],
      ],
    },
    cols: {},
  },
  {
    imdb: 14230458,
    nom: 'Pobres criaturas',
    nomo: 'Poor Things',
    nomen: 'Poor Things',
    anio: 2023,
    dura: 141,
    gens: ['CO', 'DR', 'RO', 'CF'],
    rate: 7.8,
    votos: 350000,
    arg:
      'En un Londres victoriano de fantasía, el cirujano Godwin Baxter devuelve la vida a ' +
      'Bella, una joven ahogada, implantándole el cerebro del bebé que esperaba. Bella ' +
      'aprende a hablar y a caminar a toda velocidad y, ávida de mundo, se fuga con un ' +
      'abogado libertino en un viaje por Lisboa, Alejandría y París. Por el camino descubre ' +
      'el placer, la injusticia y su propia libertad.',
    pers: {
      d: [[487166, 'Yorgos Lanthimos']],
      a: [
        [1297015, 'Emma Stone'],
        [749263, 'Mark Ruffalo'],
        [353, 'Willem Dafoe'],
        [null, 'Ramy Youssef'],
      ],
      w: [
        [null, 'Tony McNamara'],
        [null, 'Alasdair Gray'],
      ],
      c: [
        [null, 'Jerskin Fendrix'],
        [null, 'Robbie Ryan'],
      ],
    },
    cols: {},
  },
  {
    imdb: 14039582,
    nom: 'Drive My Car',
    nomo: 'Doraibu mai kâ',
    nomen: 'Drive My Car',
    anio: 2021,
    dura: 179,
    gens: ['DR'],
    rate: 7.6,
    votos: 80000,
    arg:
      'Dos años después de la muerte repentina de su mujer, el actor y director teatral ' +
      'Yûsuke Kafuku acepta montar «Tío Vania» en un festival de Hiroshima. La organización ' +
      'le asigna una chófer, Misaki, una joven callada que conduce su viejo Saab rojo. En los ' +
      'trayectos, ambos acaban hablando de las pérdidas y los secretos que nunca supieron ' +
      'afrontar.',
    pers: {
      d: [[null, 'Ryûsuke Hamaguchi']],
      a: [
        [null, 'Hidetoshi Nishijima'],
        [null, 'Tôko Miura'],
        [null, 'Reika Kirishima'],
        [null, 'Masaki Okada'],
      ],
      w: [
        [null, 'Ryûsuke Hamaguchi'],
        [null, 'Takamasa Oe'],
        [null, 'Haruki Murakami'],
      ],
      c: [
        [null, 'Eiko Ishibashi'],
        [null, 'Hidetoshi Shinomiya'],
      ],
    },
    cols: {},
  },
  {
    imdb: 8613070,
    nom: 'Retrato de una mujer en llamas',
    nomo: 'Portrait de la jeune fille en feu',
    nomen: 'Portrait of a Lady on Fire',
    anio: 2019,
    dura: 122,
    gens: ['DR', 'RO'],
    rate: 8.1,
    votos: 120000,
    arg:
      'Bretaña, finales del siglo XVIII. Marianne, una pintora, llega a una isla con el ' +
      'encargo de retratar a Héloïse, una joven recién salida del convento que se niega a ' +
      'posar para el retrato destinado a su futuro marido. Marianne la observa en secreto ' +
      'durante los paseos para pintarla de memoria. Entre las dos nace un amor con los días ' +
      'contados.',
    pers: {
      d: [[null, 'Céline Sciamma']],
      a: [
        [null, 'Noémie Merlant'],
        [null, 'Adèle Haenel'],
        [null, 'Luàna Bajrami'],
        [null, 'Valeria Golino'],
      ],
      w: [[null, 'Céline Sciamma']],
      c: [
        [null, 'Jean-Baptiste de Laubier'],
        [null, 'Arthur Simonini'],
        [null, 'Claire Mathon'],
      ],
    },
    cols: {},
  },
  {
    imdb: 19770238,
    nom: 'Aftersun',
    nomo: 'Aftersun',
    nomen: 'Aftersun',
    anio: 2022,
    dura: 101,
    gens: ['DR'],
    rate: 7.6,
    votos: 130000,
    arg:
      'Sophie, a punto de cumplir once años, pasa unas vacaciones de verano en un hotel de ' +
      'Turquía con su joven padre, Calum, que vive separado de su madre. Veinte años ' +
      'después, ya adulta, repasa las cintas de vídeo que grabaron aquellos días. Entre ' +
      'juegos en la piscina y noches de karaoke, descubre la tristeza que su padre le ' +
      'ocultaba.',
    pers: {
      d: [[null, 'Charlotte Wells']],
      a: [
        [null, 'Paul Mescal'],
        [null, 'Frankie Corio'],
        [null, 'Celia Rowlson-Hall'],
        [null, 'Sally Messham'],
      ],
      w: [[null, 'Charlotte Wells']],
      c: [
        [null, 'Oliver Coates'],
        [null, 'Gregory Oke'],
      ],
    },
    cols: {},
  },
  {
    imdb: 27503384,
    nom: 'Perfect Days',
    nomo: 'Perfect Days',
    nomen: 'Perfect Days',
    anio: 2023,
    dura: 124,
    gens: ['DR'],
    rate: 7.9,
    votos: 80000,
    arg:
      'Hirayama limpia los aseos públicos de Tokio y vive una rutina que repite cada día con ' +
      'cuidado: riega sus plantas, escucha casetes de rock en la furgoneta, fotografía los ' +
      'árboles a la hora de comer y lee por la noche. Unos encuentros inesperados, entre ' +
      'ellos el de una sobrina que se escapa de casa, dejan entrever el pasado del que huyó.',
    pers: {
      d: [[694, 'Wim Wenders']],
      a: [
        [null, 'Kôji Yakusho'],
        [null, 'Tokio Emoto'],
        [null, 'Arisa Nakano'],
        [null, 'Aoi Yamada'],
      ],
      w: [
        [694, 'Wim Wenders'],
        [null, 'Takuma Takasaki'],
      ],
      c: [[null, 'Franz Lustig']],
    },
    cols: {},
  },
  {
    imdb: 50212,
    nom: 'El puente sobre el río Kwai',
    nomo: 'The Bridge on the River Kwai',
    nomen: 'The Bridge on the River Kwai',
    anio: 1957,
    dura: 161,
    gens: ['AV', 'DR', 'BE'],
    rate: 8.1,
    votos: 230000,
    arg:
      'En 1943, un batallón británico prisionero de los japoneses llega a un campo de la ' +
      'selva birmana, donde el coronel Saito les ordena construir un puente para el ' +
      'ferrocarril. El coronel Nicholson se enfrenta a él por el trato a sus oficiales y ' +
      'luego se obsesiona con levantar un puente perfecto como prueba del orgullo británico. ' +
      'Mientras tanto, un comando aliado se adentra en la jungla para volarlo.',
    pers: {
      d: [[180, 'David Lean']],
      a: [
        [34, 'William Holden'],
        [27, 'Alec Guinness'],
        [null, 'Jack Hawkins'],
        [null, 'Sessue Hayakawa'],
      ],
      w: [
        [null, 'Carl Foreman'],
        [null, 'Michael Wilson'],
        [null, 'Pierre Boulle'],
      ],
      c: [
        [null, 'Malcolm Arnold'],
        [null, 'Jack Hildyard'],
      ],
    },
    cols: { oscars: 30 },
  },
  {
    imdb: 59113,
    nom: 'Doctor Zhivago',
    nomo: 'Doctor Zhivago',
    nomen: 'Doctor Zhivago',
    anio: 1965,
    dura: 197,
    gens: ['DR', 'RO', 'BE'],
    rate: 7.9,
    votos: 80000,
    arg:
      'Yuri Zhivago, médico y poeta, se casa con Tonya, la hija de la familia moscovita que ' +
      'lo crio, mientras la Primera Guerra Mundial y la Revolución rusa trastocan el país. En ' +
      'el frente y en los años de guerra civil se cruza una y otra vez con Lara, una mujer ' +
      'marcada por su pasado. Entre el hambre, las purgas y el invierno, los dos viven un ' +
      'amor imposible.',
    pers: {
      d: [[180, 'David Lean']],
      a: [
        [null, 'Omar Sharif'],
        [null, 'Julie Christie'],
        [null, 'Geraldine Chaplin'],
        [null, 'Rod Steiger'],
      ],
      w: [
        [null, 'Robert Bolt'],
        [null, 'Boris Pasternak'],
      ],
      c: [
        [3574, 'Maurice Jarre'],
        [null, 'Freddie Young'],
      ],
    },
    cols: {},
  },
  {
    imdb: 66921,
    nom: 'La naranja mecánica',
    nomo: 'A Clockwork Orange',
    nomen: 'A Clockwork Orange',
    anio: 1971,
    dura: 136,
    gens: ['CR', 'CF'],
    rate: 8.2,
    votos: 900000,
    arg:
      'En una Inglaterra futura, el joven Alex y su banda de drugos pasan las noches ' +
      'entre palizas, robos y violaciones, con la música de Beethoven como obsesión. ' +
      'Detenido por un asesinato, Alex acepta someterse a un tratamiento experimental que ' +
      'promete reformarlo en dos semanas. Al salir ya no es capaz de defenderse, y sus ' +
      'antiguas víctimas le esperan.',
    pers: {
      d: [[40, 'Stanley Kubrick']],
      a: [
        [null, 'Malcolm McDowell'],
        [null, 'Patrick Magee'],
        [null, 'Michael Bates'],
        [null, 'Warren Clarke'],
      ],
      w: [
        [40, 'Stanley Kubrick'],
        [null, 'Anthony Burgess'],
      ],
      c: [
        [null, 'Wendy Carlos'],
        [null, 'John Alcott'],
      ],
    },
    cols: {},
  },
  {
    imdb: 72684,
    nom: 'Barry Lyndon',
    nomo: 'Barry Lyndon',
    nomen: 'Barry Lyndon',
    anio: 1975,
    dura: 185,
    gens: ['AV', 'DR', 'BE'],
    rate: 8.1,
    votos: 190000,
    arg:
      'Redmond Barry, un joven irlandés sin fortuna del siglo XVIII, huye de su pueblo tras ' +
      'un duelo y pasa por los ejércitos británico y prusiano antes de hacerse jugador y ' +
      'aventurero. Su boda con una rica viuda, lady Lyndon, le abre las puertas de la ' +
      'aristocracia. Pero su ambición y su falta de escrúpulos preparan la caída.',
    pers: {
      d: [[40, 'Stanley Kubrick']],
      a: [
        [null, "Ryan O'Neal"],
        [null, 'Marisa Berenson'],
        [null, 'Patrick Magee'],
        [null, 'Hardy Krüger'],
      ],
      w: [
        [40, 'Stanley Kubrick'],
        [null, 'William Makepeace Thackeray'],
      ],
      c: [
        [null, 'Leonard Rosenman'],
        [null, 'John Alcott'],
      ],
    },
    cols: {},
  },
  {
    imdb: 38787,
    nom: 'Encadenados',
    nomo: 'Notorious',
    nomen: 'Notorious',
    anio: 1946,
    dura: 101,
    gens: ['DR', 'NE', 'RO', 'SU'],
    rate: 7.9,
    votos: 110000,
    arg:
      'Alicia Huberman, hija de un espía nazi condenado en Estados Unidos, es reclutada por ' +
      'el agente Devlin para infiltrarse en un grupo de alemanes refugiados en Río de ' +
      'Janeiro. Los dos se enamoran, pero la misión obliga a Alicia a casarse con Alexander ' +
      'Sebastian, uno de los cabecillas. En la bodega de la mansión se esconde un secreto ' +
      'que puede costarle la vida.',
    pers: {
      d: [[33, 'Alfred Hitchcock']],
      a: [
        [26, 'Cary Grant'],
        [6, 'Ingrid Bergman'],
        [1647, 'Claude Rains'],
        [null, 'Louis Calhern'],
      ],
      w: [[null, 'Ben Hecht']],
      c: [
        [null, 'Roy Webb'],
        [null, 'Ted Tetzlaff'],
      ],
    },
    cols: {},
  },
  {
    imdb: 56058,
    nom: 'Harakiri',
    nomo: 'Seppuku',
    nomen: 'Harakiri',
    anio: 1962,
    dura: 133,
    gens: ['AC', 'DR', 'HI'],
    rate: 8.6,
    votos: 70000,
    arg:
      'En el Japón de 1630, un samurái sin señor, Hanshirô Tsugumo, se presenta en la casa ' +
      'del clan Iyi y pide permiso para hacerse el harakiri en su patio. Para disuadirle, el ' +
      'mayordomo le cuenta cómo terminó otro joven que hizo la misma petición poco antes. ' +
      'Tsugumo tiene su propia historia que contar sobre aquel muchacho.',
    pers: {
      d: [[462030, 'Masaki Kobayashi']],
      a: [
        [null, 'Tatsuya Nakadai'],
        [null, 'Akira Ishihama'],
        [null, 'Shima Iwashita'],
        [null, 'Tetsurô Tanba'],
      ],
      w: [
        [368074, 'Shinobu Hashimoto'],
        [null, 'Yasuhiko Takiguchi'],
      ],
      c: [
        [null, 'Tôru Takemitsu'],
        [null, 'Yoshio Miyajima'],
      ],
    },
    cols: {},
  },
  {
    imdb: 55630,
    nom: 'Yojimbo',
    nomo: 'Yôjinbô',
    nomen: 'Yojimbo',
    anio: 1961,
    dura: 110,
    gens: ['AC', 'DR', 'SU'],
    rate: 8.2,
    votos: 130000,
    arg:
      'Un rōnin sin nombre llega a un pueblo dividido entre dos bandas rivales que se ' +
      'disputan el negocio de la seda y del juego. Se ofrece como guardaespaldas a ambos ' +
      'bandos y los enfrenta entre sí con astucia para librar al pueblo de los dos. El plan ' +
      'se complica con la vuelta de un pistolero despiadado.',
    pers: {
      d: [[41, 'Akira Kurosawa']],
      a: [
        [1536, 'Toshirô Mifune'],
        [null, 'Eijirô Tôno'],
        [null, 'Tatsuya Nakadai'],
        [null, 'Yôko Tsukasa'],
      ],
      w: [
        [null, 'Ryûzô Kikushima'],
        [41, 'Akira Kurosawa'],
      ],
      c: [
        [null, 'Masaru Satô'],
        [null, 'Kazuo Miyagawa'],
      ],
    },
    cols: {},
  },
  {
    imdb: 48473,
    nom: 'Pather Panchali (La canción del camino)',
    nomo: 'Pather Panchali',
    nomen: 'Pather Panchali',
    anio: 1955,
    dura: 125,
    gens: ['DR'],
    rate: 8.2,
    votos: 40000,
    arg:
      'En una aldea de Bengala, a principios del siglo XX, el pequeño Apu crece en una ' +
      'familia pobre: su padre es un sacerdote que sueña con ser escritor y su madre lucha ' +
      'por sacar adelante la casa. Apu descubre el mundo junto a su hermana mayor, Durga, y ' +
      'una anciana tía que vive con ellos. La miseria y las estaciones ponen a prueba a la ' +
      'familia.',
    pers: {
      d: [[6249, 'Satyajit Ray']],
      a: [
        [null, 'Kanu Bannerjee'],
        [null, 'Karuna Bannerjee'],
        [null, 'Subir Banerjee'],
        [null, 'Uma Das Gupta'],
      ],
      w: [
        [null, 'Bibhutibhushan Bandyopadhyay'],
        [6249, 'Satyajit Ray'],
      ],
      c: [
        [null, 'Ravi Shankar'],
        [null, 'Subrata Mitra'],
      ],
    },
    cols: {},
  },
  {
    imdb: 91251,
    nom: 'Masacre (Ven y mira)',
    nomo: 'Idi i smotri',
    nomen: 'Come and See',
    anio: 1985,
    dura: 142,
    gens: ['DR', 'BE'],
    rate: 8.4,
    votos: 95000,
    arg:
      'Bielorrusia, 1943: Fliora, un adolescente, desentierra un fusil y se une a los ' +
      'partisanos contra la voluntad de su madre. Abandonado en el bosque, conoce a Glasha, ' +
      'una muchacha, y al volver a su aldea descubre lo que han hecho los alemanes. Su ' +
      'recorrido por una tierra arrasada por los escuadrones de exterminio nazis lo ' +
      'envejece de golpe.',
    pers: {
      d: [[459552, 'Elem Klimov']],
      a: [
        [null, 'Aleksey Kravchenko'],
        [null, 'Olga Mironova'],
        [null, 'Liubomiras Laucevicius'],
        [null, 'Vladas Bagdonas'],
      ],
      w: [
        [null, 'Ales Adamovich'],
        [459552, 'Elem Klimov'],
      ],
      c: [
        [null, 'Oleg Yanchenko'],
        [null, 'Aleksei Rodionov'],
      ],
    },
    cols: {},
  },
  {
    imdb: 2106476,
    nom: 'La caza',
    nomo: 'Jagten',
    nomen: 'The Hunt',
    anio: 2012,
    dura: 115,
    gens: ['DR'],
    rate: 8.3,
    votos: 360000,
    arg:
      'Lucas, un maestro de guardería recién divorciado, empieza a rehacer su vida en un ' +
      'pequeño pueblo danés donde todos se conocen. Una mentira inocente de Klara, la hija ' +
      'de su mejor amigo, lo convierte de la noche a la mañana en sospechoso de abusos. La ' +
      'comunidad se vuelve contra él con una violencia creciente.',
    pers: {
      d: [[899121, 'Thomas Vinterberg']],
      a: [
        [586568, 'Mads Mikkelsen'],
        [null, 'Thomas Bo Larsen'],
        [null, 'Annika Wedderkopp'],
        [null, 'Lasse Fogelstrøm'],
      ],
      w: [
        [null, 'Tobias Lindholm'],
        [899121, 'Thomas Vinterberg'],
      ],
      c: [
        [null, 'Nikolaj Egelund'],
        [null, 'Charlotte Bruus Christensen'],
      ],
    },
    cols: {},
  },
  {
    imdb: 353969,
    nom: 'Memories of Murder (Crónica de un asesino en serie)',
    nomo: 'Salinui chueok',
    nomen: 'Memories of Murder',
    anio: 2003,
    dura: 131,
    gens: ['CR', 'DR', 'MI', 'SU'],
    rate: 8.1,
    votos: 220000,
    arg:
      'En 1986, en una zona rural de Corea del Sur, aparecen los cuerpos de varias mujeres ' +
      'violadas y asesinadas. El detective local Park, que confía en su intuición y en sacar ' +
      'confesiones a golpes, y el detective Seo, llegado de Seúl y metódico, persiguen al ' +
      'primer asesino en serie del país. Sin medios ni pruebas, la investigación los va ' +
      'desquiciando.',
    pers: {
      d: [[94435, 'Bong Joon Ho']],
      a: [
        [814280, 'Song Kang-ho'],
        [null, 'Kim Sang-kyung'],
        [null, 'Kim Roe-ha'],
        [null, 'Song Jae-ho'],
      ],
      w: [
        [94435, 'Bong Joon Ho'],
        [null, 'Shim Sung-bo'],
        [null, 'Kim Kwang-rim'],
      ],
      c: [
        [null, 'Tarô Iwashiro'],
        [null, 'Kim Hyung-ku'],
      ],
    },
    cols: {},
  },
  {
    imdb: 363163,
    nom: 'El hundimiento',
    nomo: 'Der Untergang',
    nomen: 'Downfall',
    anio: 2004,
    dura: 156,
    gens: ['BI', 'DR', 'HI', 'BE'],
    rate: 8.2,
    votos: 380000,
    arg:
      'Abril de 1945: mientras el Ejército Rojo cerca Berlín, Hitler se encierra en su ' +
      'búnker con sus colaboradores más fieles, entre ellos su joven secretaria Traudl ' +
      'Junge. Desde allí ordena ataques con ejércitos que ya no existen y se niega a ' +
      'rendirse. Los últimos días del régimen se viven entre el delirio, la lealtad ciega y ' +
      'los suicidios.',
    pers: {
      d: [[386570, 'Oliver Hirschbiegel']],
      a: [
        [null, 'Bruno Ganz'],
        [null, 'Alexandra Maria Lara'],
        [null, 'Ulrich Matthes'],
        [null, 'Juliane Köhler'],
      ],
      w: [
        [null, 'Bernd Eichinger'],
        [null, 'Joachim Fest'],
        [null, 'Traudl Junge'],
      ],
      c: [
        [null, 'Stephan Zacharias'],
        [null, 'Rainer Klausmann'],
      ],
    },
    cols: {},
  },
  {
    imdb: 119698,
    nom: 'La princesa Mononoke',
    nomo: 'Mononoke-hime',
    nomen: 'Princess Mononoke',
    anio: 1997,
    dura: 134,
    gens: ['AN', 'AV', 'FN'],
    rate: 8.3,
    votos: 450000,
    arg:
      'El príncipe Ashitaka recibe una maldición al defender su aldea de un dios jabalí ' +
      'enloquecido y parte hacia el oeste en busca de una cura. Allí encuentra la Ciudad del ' +
      'Hierro, gobernada por lady Eboshi, que tala el bosque para alimentar sus forjas, y a ' +
      'San, una joven criada por lobos que combate a los humanos. Ashitaka intenta detener ' +
      'una guerra entre la naturaleza y los hombres.',
    pers: {
      d: [[594503, 'Hayao Miyazaki']],
      a: [
        [null, 'Yôji Matsuda'],
        [null, 'Yuriko Ishida'],
        [null, 'Yûko Tanaka'],
        [null, 'Kaoru Kobayashi'],
      ],
      w: [[594503, 'Hayao Miyazaki']],
      c: [
        [null, 'Joe Hisaishi'],
        [null, 'Atsushi Okui'],
      ],
    },
    cols: {},
  },
  {
    imdb: 1255953,
    nom: 'Incendios',
    nomo: 'Incendies',
    nomen: 'Incendies',
    anio: 2010,
    dura: 131,
    gens: ['DR', 'MI', 'BE'],
    rate: 8.3,
    votos: 200000,
    arg:
      'Tras la muerte de su madre, Nawal, los mellizos Jeanne y Simon reciben en Montreal dos ' +
      'cartas de su parte: una para un padre al que creían muerto y otra para un hermano del ' +
      'que nunca habían oído hablar. Jeanne viaja a Oriente Próximo para reconstruir la vida ' +
      'de su madre durante la guerra civil. Lo que descubre cambia todo lo que sabían de su ' +
      'origen.',
    pers: {
      d: [[898288, 'Denis Villeneuve']],
      a: [
        [null, 'Lubna Azabal'],
        [null, 'Mélissa Désormeaux-Poulin'],
        [null, 'Maxim Gaudette'],
        [null, 'Rémy Girard'],
      ],
      w: [
        [898288, 'Denis Villeneuve'],
        [null, 'Wajdi Mouawad'],
      ],
      c: [
        [null, 'Grégoire Hetzel'],
        [null, 'André Turpin'],
      ],
    },
    cols: {},
  },
  {
    imdb: 8267604,
    nom: 'Cafarnaúm',
    nomo: 'Capharnaüm',
    nomen: 'Capernaum',
    anio: 2018,
    dura: 126,
    gens: ['DR'],
    rate: 8.4,
    votos: 110000,
    arg:
      'Zain, un niño de unos doce años de un barrio miserable de Beirut, cumple condena en ' +
      'la cárcel y decide demandar a sus padres por haberle traído al mundo. El juicio ' +
      'reconstruye cómo huyó de casa cuando casaron a su hermana de once años y cómo acabó ' +
      'cuidando del bebé de Rahil, una inmigrante etíope sin papeles.',
    pers: {
      d: [[1701024, 'Nadine Labaki']],
      a: [
        [null, 'Zain Al Rafeea'],
        [null, 'Yordanos Shiferaw'],
        [null, 'Boluwatife Treasure Bankole'],
        [null, 'Kawsar Al Haddad'],
      ],
      w: [
        [1701024, 'Nadine Labaki'],
        [null, 'Jihad Hojeily'],
        [null, 'Michelle Keserwany'],
      ],
      c: [
        [null, 'Khaled Mouzanar'],
        [null, 'Christopher Aoun'],
      ],
    },
    cols: {},
  },
  {
    imdb: 117951,
    nom: 'Trainspotting',
    nomo: 'Trainspotting',
    nomen: 'Trainspotting',
    anio: 1996,
    dura: 93,
    gens: ['DR'],
    rate: 8.1,
    votos: 730000,
    arg:
      'Renton y sus amigos, Spud, Sick Boy y Begbie, malviven en el Edimburgo de los años ' +
      'noventa entre la heroína, los pequeños hurtos y las peleas. Renton intenta una y otra ' +
      'vez dejar la droga y empezar de cero en Londres. Un último negocio con sus amigos le ' +
      'pone ante la ocasión de escapar para siempre.',
    pers: {
      d: [[965, 'Danny Boyle']],
      a: [
        [null, 'Ewan McGregor'],
        [null, 'Ewen Bremner'],
        [null, 'Jonny Lee Miller'],
        [null, 'Kevin McKidd'],
      ],
      w: [
        [null, 'John Hodge'],
        [null, 'Irvine Welsh'],
      ],
      c: [[null, 'Brian Tufano']],
    },
    cols: {},
  },
  {
    imdb: 79470,
    nom: 'La vida de Brian',
    nomo: 'Life of Brian',
    nomen: 'Life of Brian',
    anio: 1979,
    dura: 94,
    gens: ['CO'],
    rate: 8.0,
    votos: 430000,
    arg:
      'Brian nace en Belén el mismo día que Jesús, en el establo de al lado, y crece en la ' +
      'Judea ocupada por los romanos. Ya adulto, se une a un grupúsculo revolucionario ' +
      'enfrentado a sus rivales casi idénticos. Una serie de malentendidos hace que una ' +
      'multitud le tome por el mesías y lo persiga allá adonde vaya.',
    pers: {
      d: [[1402, 'Terry Jones']],
      a: [
        [null, 'Graham Chapman'],
        [92, 'John Cleese'],
        [null, 'Terry Gilliam'],
        [null, 'Eric Idle'],
      ],
      w: [
        [null, 'Graham Chapman'],
        [92, 'John Cleese'],
        [null, 'Terry Gilliam'],
        [null, 'Eric Idle'],
        [1402, 'Terry Jones'],
        [null, 'Michael Palin'],
      ],
      c: [
        [null, 'Geoffrey Burgon'],
        [null, 'Peter Biziou'],
      ],
    },
    cols: {},
  },
  {
    imdb: 71411,
    nom: 'Dersu Uzala (El cazador)',
    nomo: 'Dersu Uzala',
    nomen: 'Dersu Uzala',
    anio: 1975,
    dura: 142,
    gens: ['AV', 'BI', 'DR'],
    rate: 8.2,
    votos: 35000,
    arg:
      'A comienzos del siglo XX, el capitán ruso Arséniev dirige una expedición topográfica ' +
      'por la taiga del extremo oriente y conoce a Dersu Uzala, un viejo cazador nanái que ' +
      'vive solo en el bosque. Dersu les salva la vida más de una vez gracias a su ' +
      'conocimiento de la naturaleza. Años después, el capitán le invita a vivir con él en ' +
      'la ciudad, lejos del único mundo que Dersu entiende.',
    pers: {
      d: [[41, 'Akira Kurosawa']],
      a: [
        [null, 'Maksim Munzuk'],
        [null, 'Yuriy Solomin'],
        [null, 'Mikhail Bychkov'],
        [null, 'Vladimir Kremena'],
      ],
      w: [
        [41, 'Akira Kurosawa'],
        [null, 'Yuri Nagibin'],
        [null, 'Vladimir Arsenyev'],
      ],
      c: [
        [null, 'Isaak Shvarts'],
        [null, 'Asakazu Nakai'],
      ],
    },
    cols: {},
  },
];
