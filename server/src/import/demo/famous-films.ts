import { HISPANIC_FILMS } from './films/hispanic.js';
import { HOLLYWOOD_FILMS } from './films/hollywood.js';
import { WORLD_FILMS } from './films/world.js';
import type { DemoFilm } from './types.js';

/**
 * Well-known films with complete, hand-checked cards for the demo catalogue.
 * List positions: i250 = IMDb Top 250 (June 2025 snapshot); 1000p = They Shoot Pictures,
 * Don't They? 1,000 Greatest Films (2025 edition); crit = Criterion spine number;
 * oscars = ceremony number at which the film won Best Picture.
 */
export const FAMOUS_FILMS: DemoFilm[] = [
  {
    imdb: 111161,
    nom: 'Cadena perpetua',
    nomo: 'The Shawshank Redemption',
    nomen: 'The Shawshank Redemption',
    anio: 1994,
    dura: 142,
    gens: ['DR'],
    rate: 9.3,
    votos: 3000000,
    arg:
      'Condenado por el asesinato de su esposa y del amante de esta, el banquero ' +
      'Andy Dufresne ingresa en la penitenciaría de Shawshank, donde entabla una ' +
      'larga amistad con Red, un veterano recluso capaz de conseguir cualquier ' +
      'cosa. Durante dos décadas, la esperanza será su manera de resistir.',
    pers: {
      d: [[1104, 'Frank Darabont']],
      a: [
        [209, 'Tim Robbins'],
        [151, 'Morgan Freeman'],
        [348409, 'Bob Gunton'],
        [6669, 'William Sadler'],
      ],
      w: [
        [175, 'Stephen King'],
        [1104, 'Frank Darabont'],
      ],
      c: [
        [2353, 'Thomas Newman'],
        [5683, 'Roger Deakins'],
      ],
    },
    cols: { i250: 1, '1000p': 435 },
  },
  {
    imdb: 68646,
    nom: 'El padrino',
    nomo: 'The Godfather',
    nomen: 'The Godfather',
    anio: 1972,
    dura: 175,
    gens: ['CR', 'DR'],
    rate: 9.2,
    votos: 2100000,
    arg:
      'El anciano Vito Corleone dirige con mano firme una de las familias mafiosas ' +
      'más poderosas de Nueva York. Cuando un atentado sacude al clan, su hijo ' +
      'menor, Michael, que siempre quiso mantenerse al margen, se ve arrastrado al ' +
      'negocio familiar.',
    pers: {
      d: [[338, 'Francis Ford Coppola']],
      a: [
        [8, 'Marlon Brando'],
        [199, 'Al Pacino'],
        [1001, 'James Caan'],
        [473, 'Diane Keaton'],
      ],
      w: [
        [701374, 'Mario Puzo'],
        [338, 'Francis Ford Coppola'],
      ],
      c: [
        [65, 'Nino Rota'],
        [932336, 'Gordon Willis'],
      ],
    },
    cols: { i250: 2, '1000p': 6, oscars: 45 },
  },
  {
    imdb: 71562,
    nom: 'El padrino. Parte II',
    nomo: 'The Godfather Part II',
    nomen: 'The Godfather Part II',
    anio: 1974,
    dura: 202,
    gens: ['CR', 'DR'],
    rate: 9.0,
    votos: 1400000,
    arg:
      'Mientras Michael Corleone intenta consolidar y extender el poder de la ' +
      'familia a finales de los años cincuenta, la película recorre en paralelo la ' +
      'juventud de su padre, Vito, desde su llegada a Nueva York como inmigrante ' +
      'siciliano. Dos ascensos al poder que se reflejan y se contradicen.',
    pers: {
      d: [[338, 'Francis Ford Coppola']],
      a: [
        [199, 'Al Pacino'],
        [380, 'Robert Duvall'],
        [473, 'Diane Keaton'],
        [134, 'Robert De Niro'],
      ],
      w: [
        [338, 'Francis Ford Coppola'],
        [701374, 'Mario Puzo'],
      ],
      c: [
        [65, 'Nino Rota'],
        [932336, 'Gordon Willis'],
      ],
    },
    cols: { i250: 4, '1000p': 33, oscars: 47 },
  },
  {
    imdb: 33467,
    nom: 'Ciudadano Kane',
    nomo: 'Citizen Kane',
    nomen: 'Citizen Kane',
    anio: 1941,
    dura: 119,
    gens: ['DR', 'MI'],
    rate: 8.3,
    votos: 480000,
    arg:
      'La última palabra del magnate de la prensa Charles Foster Kane es «Rosebud». ' +
      'Un periodista entrevista a quienes lo conocieron para descubrir su ' +
      'significado y, de paso, reconstruye la vida de un hombre que lo tuvo todo.',
    pers: {
      d: [[80, 'Orson Welles']],
      a: [
        [80, 'Orson Welles'],
        [1072, 'Joseph Cotten'],
        [173827, 'Dorothy Comingore'],
        [1547, 'Agnes Moorehead'],
      ],
      w: [[80, 'Orson Welles']],
      c: [
        [2136, 'Bernard Herrmann'],
        [866754, 'Gregg Toland'],
      ],
    },
    cols: { i250: 108, '1000p': 1 },
  },
  {
    imdb: 52357,
    nom: 'Vértigo (De entre los muertos)',
    nomo: 'Vertigo',
    nomen: 'Vertigo',
    anio: 1958,
    dura: 128,
    gens: ['MI', 'RO', 'SU'],
    rate: 8.2,
    votos: 440000,
    arg:
      'Un detective retirado que sufre de vértigo acepta vigilar a la esposa de un ' +
      'viejo amigo, que parece poseída por el pasado. La investigación se convierte ' +
      'en una obsesión que lo arrastra por las calles de San Francisco.',
    pers: {
      d: [[33, 'Alfred Hitchcock']],
      a: [
        [71, 'James Stewart'],
        [1571, 'Kim Novak'],
        [895, 'Barbara Bel Geddes'],
        [null, 'Tom Helmore'],
      ],
      w: [
        [178785, 'Alec Coppel'],
        [853138, 'Samuel A. Taylor'],
      ],
      c: [
        [2136, 'Bernard Herrmann'],
        [null, 'Robert Burks'],
      ],
    },
    cols: { i250: 110, '1000p': 2 },
  },
  {
    imdb: 53125,
    nom: 'Con la muerte en los talones',
    nomo: 'North by Northwest',
    nomen: 'North by Northwest',
    anio: 1959,
    dura: 136,
    gens: ['AC', 'AV', 'SU'],
    rate: 8.3,
    votos: 360000,
    arg:
      'Roger Thornhill, un publicista neoyorquino, es confundido con un agente ' +
      'secreto y se ve perseguido por una red de espías. Acusado además de un ' +
      'asesinato, cruza medio país para demostrar su inocencia.',
    pers: {
      d: [[33, 'Alfred Hitchcock']],
      a: [
        [26, 'Cary Grant'],
        [null, 'Eva Marie Saint'],
        [51, 'James Mason'],
        [null, 'Jessie Royce Landis'],
      ],
      w: [[null, 'Ernest Lehman']],
      c: [
        [2136, 'Bernard Herrmann'],
        [null, 'Robert Burks'],
      ],
    },
    cols: { i250: 105, '1000p': 57 },
  },
  {
    imdb: 54215,
    nom: 'Psicosis',
    nomo: 'Psycho',
    nomen: 'Psycho',
    anio: 1960,
    dura: 109,
    gens: ['TE', 'MI', 'SU'],
    rate: 8.5,
    votos: 750000,
    arg:
      'Marion Crane huye de Phoenix con un dinero robado y, en plena tormenta, se ' +
      'detiene a pasar la noche en un motel apartado que regenta un joven tímido, ' +
      'Norman Bates, que vive a la sombra de su madre. Cuando se pierde su rastro, su ' +
      'hermana, su novio y un detective privado siguen la pista hasta el motel y la ' +
      'casa que lo domina desde la colina.',
    pers: {
      d: [[33, 'Alfred Hitchcock']],
      a: [
        [578, 'Anthony Perkins'],
        [1463, 'Janet Leigh'],
        [null, 'Vera Miles'],
        [null, 'John Gavin'],
      ],
      w: [
        [null, 'Joseph Stefano'],
        [null, 'Robert Bloch'],
      ],
      c: [
        [2136, 'Bernard Herrmann'],
        [null, 'John L. Russell'],
      ],
    },
    cols: { i250: 35, '1000p': 26 },
  },
  {
    imdb: 47396,
    nom: 'La ventana indiscreta',
    nomo: 'Rear Window',
    nomen: 'Rear Window',
    anio: 1954,
    dura: 112,
    gens: ['MI', 'SU'],
    rate: 8.5,
    votos: 540000,
    arg:
      'Inmovilizado en su apartamento por una pierna rota, un fotógrafo se ' +
      'entretiene espiando a sus vecinos desde la ventana. Poco a poco se convence ' +
      'de que uno de ellos ha cometido un crimen.',
    pers: {
      d: [[33, 'Alfred Hitchcock']],
      a: [
        [71, 'James Stewart'],
        [38, 'Grace Kelly'],
        [null, 'Wendell Corey'],
        [728812, 'Thelma Ritter'],
        [null, 'Raymond Burr'],
      ],
      w: [
        [null, 'John Michael Hayes'],
        [null, 'Cornell Woolrich'],
      ],
      c: [
        [null, 'Franz Waxman'],
        [null, 'Robert Burks'],
      ],
    },
    cols: { i250: 51, '1000p': 40 },
  },
  {
    imdb: 34583,
    nom: 'Casablanca',
    nomo: 'Casablanca',
    nomen: 'Casablanca',
    anio: 1942,
    dura: 102,
    gens: ['DR', 'RO', 'BE'],
    rate: 8.5,
    votos: 640000,
    arg:
      'En la Casablanca de la Segunda Guerra Mundial, refugio de quienes intentan ' +
      'huir a América, el cínico Rick Blaine regenta un café. Su mundo se tambalea ' +
      'cuando cruza la puerta la mujer que lo abandonó en París.',
    pers: {
      d: [[2031, 'Michael Curtiz']],
      a: [
        [7, 'Humphrey Bogart'],
        [6, 'Ingrid Bergman'],
        [null, 'Paul Henreid'],
        [1647, 'Claude Rains'],
      ],
      w: [
        [null, 'Julius J. Epstein'],
        [null, 'Philip G. Epstein'],
        [null, 'Howard Koch'],
      ],
      c: [
        [70, 'Max Steiner'],
        [null, 'Arthur Edeson'],
      ],
    },
    cols: { i250: 45, '1000p': 38, oscars: 16 },
  },
  {
    imdb: 45152,
    nom: 'Cantando bajo la lluvia',
    nomo: "Singin' in the Rain",
    nomen: "Singin' in the Rain",
    anio: 1952,
    dura: 103,
    gens: ['CO', 'MS', 'RO'],
    rate: 8.3,
    votos: 280000,
    arg:
      'Hollywood, 1927: la llegada del cine sonoro pone en apuros a Don Lockwood y ' +
      'a su compañera de reparto, una estrella del cine mudo con una voz imposible. ' +
      'Una joven aspirante a actriz puede ser la solución.',
    pers: {
      d: [
        [2045, 'Stanley Donen'],
        [37, 'Gene Kelly'],
      ],
      a: [
        [37, 'Gene Kelly'],
        [null, "Donald O'Connor"],
        [1666, 'Debbie Reynolds'],
        [null, 'Jean Hagen'],
      ],
      w: [
        [null, 'Betty Comden'],
        [null, 'Adolph Green'],
      ],
      c: [
        [null, 'Nacio Herb Brown'],
        [null, 'Harold Rosson'],
      ],
    },
    cols: { i250: 89, '1000p': 11 },
  },
  {
    imdb: 49730,
    nom: 'Centauros del desierto',
    nomo: 'The Searchers',
    nomen: 'The Searchers',
    anio: 1956,
    dura: 119,
    gens: ['AV', 'DR', 'OE'],
    rate: 7.8,
    votos: 100000,
    arg:
      'Terminada la Guerra de Secesión, Ethan Edwards regresa a Texas y emprende una ' +
      'búsqueda que durará años para encontrar a su sobrina, raptada por los ' +
      'comanches. Lo acompaña Martin Pawley, un joven que la familia había adoptado ' +
      'de niño y que teme que el odio de Ethan hacia los comanches acabe volviéndose ' +
      'contra la propia muchacha.',
    pers: {
      d: [[406, 'John Ford']],
      a: [
        [78, 'John Wayne'],
        [null, 'Jeffrey Hunter'],
        [null, 'Vera Miles'],
        [955, 'Ward Bond'],
        [null, 'Natalie Wood'],
      ],
      w: [
        [null, 'Frank S. Nugent'],
        [null, 'Alan Le May'],
      ],
      c: [
        [70, 'Max Steiner'],
        [null, 'Winton C. Hoch'],
      ],
    },
    cols: { '1000p': 9 },
  },
  {
    imdb: 62622,
    nom: '2001: Una odisea del espacio',
    nomo: '2001: A Space Odyssey',
    nomen: '2001: A Space Odyssey',
    anio: 1968,
    dura: 149,
    gens: ['AV', 'CF'],
    rate: 8.3,
    votos: 760000,
    arg:
      'Desde el amanecer de la humanidad hasta un viaje a Júpiter, un misterioso ' +
      'monolito negro marca los grandes saltos de la evolución. A bordo de la nave ' +
      'Discovery, la tripulación convive con HAL 9000, un ordenador que nunca se ' +
      'equivoca.',
    pers: {
      d: [[40, 'Stanley Kubrick']],
      a: [
        [1158, 'Keir Dullea'],
        [516972, 'Gary Lockwood'],
        [843213, 'William Sylvester'],
        [null, 'Daniel Richter'],
      ],
      w: [
        [40, 'Stanley Kubrick'],
        [2009, 'Arthur C. Clarke'],
      ],
      c: [[null, 'Geoffrey Unsworth']],
    },
    cols: { i250: 98, '1000p': 3 },
  },
  {
    imdb: 81505,
    nom: 'El resplandor',
    nomo: 'The Shining',
    nomen: 'The Shining',
    anio: 1980,
    dura: 146,
    gens: ['DR', 'TE'],
    rate: 8.4,
    votos: 1100000,
    arg:
      'Jack Torrance acepta el puesto de vigilante invernal del aislado hotel ' +
      'Overlook y se instala allí con su mujer y su hijo. La soledad y las ' +
      'presencias que habitan el edificio empiezan a minar su cordura.',
    pers: {
      d: [[40, 'Stanley Kubrick']],
      a: [
        [197, 'Jack Nicholson'],
        [1167, 'Shelley Duvall'],
        [null, 'Danny Lloyd'],
        [null, 'Scatman Crothers'],
      ],
      w: [
        [40, 'Stanley Kubrick'],
        [null, 'Diane Johnson'],
        [175, 'Stephen King'],
      ],
      c: [
        [null, 'Wendy Carlos'],
        [null, 'Rachel Elkind'],
        [null, 'John Alcott'],
      ],
    },
    cols: { i250: 66, '1000p': 86 },
  },
  {
    imdb: 57012,
    nom: '¿Teléfono rojo? Volamos hacia Moscú',
    nomo: 'Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb',
    nomen: 'Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb',
    anio: 1964,
    dura: 95,
    gens: ['CO', 'BE'],
    rate: 8.3,
    votos: 540000,
    arg:
      'Un general desquiciado ordena un ataque nuclear contra la Unión Soviética y, ' +
      'en la Sala de Guerra, el presidente y sus asesores intentan evitar el ' +
      'desastre. Una sátira feroz de la Guerra Fría.',
    pers: {
      d: [[40, 'Stanley Kubrick']],
      a: [
        [634, 'Peter Sellers'],
        [1715, 'George C. Scott'],
        [1330, 'Sterling Hayden'],
        [null, 'Keenan Wynn'],
        [null, 'Slim Pickens'],
      ],
      w: [
        [40, 'Stanley Kubrick'],
        [null, 'Terry Southern'],
        [null, 'Peter George'],
      ],
      c: [
        [null, 'Laurie Johnson'],
        [null, 'Gilbert Taylor'],
      ],
    },
    cols: { i250: 77, '1000p': 66 },
  },
  {
    imdb: 50825,
    nom: 'Senderos de gloria',
    nomo: 'Paths of Glory',
    nomen: 'Paths of Glory',
    anio: 1957,
    dura: 88,
    gens: ['DR', 'BE'],
    rate: 8.4,
    votos: 220000,
    arg:
      'Primera Guerra Mundial: tras el fracaso de un ataque suicida ordenado por sus ' +
      'superiores, el coronel Dax defiende ante un consejo de guerra a tres soldados ' +
      'acusados de cobardía. El alto mando necesita culpables para tapar su error, y ' +
      'Dax comprende pronto que el juicio es una farsa con la sentencia escrita de ' +
      'antemano.',
    pers: {
      d: [[40, 'Stanley Kubrick']],
      a: [
        [18, 'Kirk Douglas'],
        [null, 'Ralph Meeker'],
        [null, 'Adolphe Menjou'],
        [null, 'George Macready'],
      ],
      w: [
        [40, 'Stanley Kubrick'],
        [null, 'Calder Willingham'],
        [null, 'Jim Thompson'],
        [null, 'Humphrey Cobb'],
      ],
      c: [
        [null, 'Gerald Fried'],
        [null, 'Georg Krause'],
      ],
    },
    cols: { i250: 65, '1000p': 283, crit: 538 },
  },
  {
    imdb: 110912,
    nom: 'Pulp Fiction',
    nomo: 'Pulp Fiction',
    nomen: 'Pulp Fiction',
    anio: 1994,
    dura: 154,
    gens: ['CR', 'DR'],
    rate: 8.8,
    votos: 2300000,
    arg:
      'Dos sicarios, un boxeador, la mujer de un gánster y una pareja de atracadores ' +
      'cruzan sus destinos en Los Ángeles a lo largo de varias historias entrelazadas ' +
      'y contadas en desorden. Un maletín de contenido misterioso, una sobredosis y ' +
      'un reloj de oro son algunos de los hilos que atan a unos personajes tan ' +
      'habladores como peligrosos.',
    pers: {
      d: [[233, 'Quentin Tarantino']],
      a: [
        [237, 'John Travolta'],
        [235, 'Uma Thurman'],
        [168, 'Samuel L. Jackson'],
        [246, 'Bruce Willis'],
      ],
      w: [
        [233, 'Quentin Tarantino'],
        [812, 'Roger Avary'],
      ],
      c: [[null, 'Andrzej Sekula']],
    },
    cols: { i250: 8, '1000p': 78 },
  },
  {
    imdb: 75314,
    nom: 'Taxi Driver',
    nomo: 'Taxi Driver',
    nomen: 'Taxi Driver',
    anio: 1976,
    dura: 114,
    gens: ['CR', 'DR'],
    rate: 8.2,
    votos: 960000,
    arg:
      'Travis Bickle, un veterano de Vietnam que no consigue dormir, conduce un ' +
      'taxi por las noches en Nueva York. La soledad y el asco que le produce la ' +
      'ciudad lo empujan hacia una peligrosa idea de redención.',
    pers: {
      d: [[217, 'Martin Scorsese']],
      a: [
        [134, 'Robert De Niro'],
        [149, 'Jodie Foster'],
        [983, 'Albert Brooks'],
        [172, 'Harvey Keitel'],
      ],
      w: [[1707, 'Paul Schrader']],
      c: [
        [2136, 'Bernard Herrmann'],
        [null, 'Michael Chapman'],
      ],
    },
    cols: { i250: 131, '1000p': 15 },
  },
  {
    imdb: 99685,
    nom: 'Uno de los nuestros',
    nomo: 'GoodFellas',
    nomen: 'Goodfellas',
    anio: 1990,
    dura: 145,
    gens: ['BI', 'CR', 'DR'],
    rate: 8.7,
    votos: 1300000,
    arg:
      'La historia real de Henry Hill, que desde niño soñó con ser gánster, y de sus ' +
      'tres décadas en la mafia de Nueva York junto a Jimmy Conway y el imprevisible ' +
      'Tommy DeVito. Entre golpes, lealtades y traiciones, su vida de lujo empieza a ' +
      'desmoronarse cuando se mete en el tráfico de drogas a espaldas de su ' +
      'protector.',
    pers: {
      d: [[217, 'Martin Scorsese']],
      a: [
        [134, 'Robert De Niro'],
        [501, 'Ray Liotta'],
        [582, 'Joe Pesci'],
        [null, 'Lorraine Bracco'],
      ],
      w: [
        [683380, 'Nicholas Pileggi'],
        [217, 'Martin Scorsese'],
      ],
      c: [[null, 'Michael Ballhaus']],
    },
    cols: { i250: 17, '1000p': 60 },
  },
  {
    imdb: 78788,
    nom: 'Apocalypse Now',
    nomo: 'Apocalypse Now',
    nomen: 'Apocalypse Now',
    anio: 1979,
    dura: 147,
    gens: ['DR', 'BE'],
    rate: 8.4,
    votos: 740000,
    arg:
      'Durante la guerra de Vietnam, el capitán Willard recibe la misión de remontar ' +
      'un río hasta Camboya para encontrar al coronel Kurtz, un oficial que ha ' +
      'desertado y gobierna su propio reino en la selva. El viaje río arriba a bordo ' +
      'de una patrullera, entre escenas cada vez más delirantes, se convierte en un ' +
      'descenso a la locura de la guerra.',
    pers: {
      d: [[338, 'Francis Ford Coppola']],
      a: [
        [640, 'Martin Sheen'],
        [8, 'Marlon Brando'],
        [380, 'Robert Duvall'],
        [null, 'Frederic Forrest'],
      ],
      w: [
        [null, 'John Milius'],
        [338, 'Francis Ford Coppola'],
        [null, 'Michael Herr'],
      ],
      c: [
        [null, 'Carmine Coppola'],
        [null, 'Vittorio Storaro'],
      ],
    },
    cols: { i250: 55, '1000p': 13 },
  },
  {
    imdb: 43014,
    nom: 'El crepúsculo de los dioses',
    nomo: 'Sunset Blvd.',
    nomen: 'Sunset Boulevard',
    anio: 1950,
    dura: 110,
    gens: ['DR', 'NE'],
    rate: 8.4,
    votos: 240000,
    arg:
      'Un guionista sin trabajo se refugia por casualidad en la mansión de Norma ' +
      'Desmond, una gran estrella del cine mudo que sueña con volver a la pantalla. ' +
      'Atrapado entre el lujo decadente de la casa y las exigencias de su anfitriona, ' +
      'Joe Gillis acepta corregir el guion con el que ella pretende regresar.',
    pers: {
      d: [[697, 'Billy Wilder']],
      a: [
        [34, 'William Holden'],
        [841797, 'Gloria Swanson'],
        [null, 'Erich von Stroheim'],
        [null, 'Nancy Olson'],
      ],
      w: [
        [null, 'Charles Brackett'],
        [697, 'Billy Wilder'],
        [null, 'D.M. Marshman Jr.'],
      ],
      c: [
        [null, 'Franz Waxman'],
        [null, 'John F. Seitz'],
      ],
    },
    cols: { i250: 62, '1000p': 43 },
  },
  {
    imdb: 53604,
    nom: 'El apartamento',
    nomo: 'The Apartment',
    nomen: 'The Apartment',
    anio: 1960,
    dura: 125,
    gens: ['CO', 'DR', 'RO'],
    rate: 8.3,
    votos: 200000,
    arg:
      'Para ascender en su compañía de seguros, un oficinista presta su apartamento ' +
      'a sus jefes para sus citas clandestinas. Todo se complica cuando se enamora ' +
      'de la ascensorista del edificio.',
    pers: {
      d: [[697, 'Billy Wilder']],
      a: [
        [493, 'Jack Lemmon'],
        [511, 'Shirley MacLaine'],
        [null, 'Fred MacMurray'],
        [null, 'Ray Walston'],
      ],
      w: [
        [697, 'Billy Wilder'],
        [null, 'I.A.L. Diamond'],
      ],
      c: [
        [null, 'Adolph Deutsch'],
        [null, 'Joseph LaShelle'],
      ],
    },
    cols: { i250: 99, '1000p': 53, oscars: 33 },
  },
  {
    imdb: 108052,
    nom: 'La lista de Schindler',
    nomo: "Schindler's List",
    nomen: "Schindler's List",
    anio: 1993,
    dura: 195,
    gens: ['BI', 'DR', 'HI'],
    rate: 9.0,
    votos: 1500000,
    arg:
      'Oskar Schindler, empresario alemán y miembro del partido nazi, se enriquece ' +
      'con mano de obra judía en la Polonia ocupada. Con el tiempo, su fábrica se ' +
      'convierte en el último refugio de más de mil personas.',
    pers: {
      d: [[229, 'Steven Spielberg']],
      a: [
        [553, 'Liam Neeson'],
        [1426, 'Ben Kingsley'],
        [146, 'Ralph Fiennes'],
        [null, 'Caroline Goodall'],
      ],
      w: [
        [1873, 'Steven Zaillian'],
        [447745, 'Thomas Keneally'],
      ],
      c: [
        [2354, 'John Williams'],
        [1405, 'Janusz Kaminski'],
      ],
    },
    cols: { i250: 7, '1000p': 251, oscars: 66 },
  },
  {
    imdb: 109830,
    nom: 'Forrest Gump',
    nomo: 'Forrest Gump',
    nomen: 'Forrest Gump',
    anio: 1994,
    dura: 142,
    gens: ['DR', 'RO'],
    rate: 8.8,
    votos: 2300000,
    arg:
      'Con un cociente intelectual por debajo de lo normal y un corazón enorme, ' +
      'Forrest Gump atraviesa sin proponérselo varias décadas de la historia de ' +
      'Estados Unidos sin dejar de pensar en Jenny, su amor de infancia. Corredor ' +
      'incansable, héroe de guerra, campeón de ping-pong y pescador de gambas, cuenta ' +
      'su vida a quien quiera escucharle en el banco de una parada de autobús.',
    pers: {
      d: [[709, 'Robert Zemeckis']],
      a: [
        [158, 'Tom Hanks'],
        [705, 'Robin Wright'],
        [641, 'Gary Sinise'],
        [398, 'Sally Field'],
      ],
      w: [
        [744839, 'Eric Roth'],
        [343165, 'Winston Groom'],
      ],
      c: [
        [6293, 'Alan Silvestri'],
        [null, 'Don Burgess'],
      ],
    },
    cols: { i250: 11, '1000p': 586, oscars: 67 },
  },
  {
    imdb: 102926,
    nom: 'El silencio de los corderos',
    nomo: 'The Silence of the Lambs',
    nomen: 'The Silence of the Lambs',
    anio: 1991,
    dura: 118,
    gens: ['CR', 'DR', 'SU'],
    rate: 8.6,
    votos: 1600000,
    arg:
      'Clarice Starling, una agente del FBI en formación, busca la ayuda del doctor ' +
      'Hannibal Lecter, un brillante psiquiatra encarcelado por canibalismo, para ' +
      'atrapar a un asesino en serie. A cambio de sus pistas, Lecter exige a Clarice ' +
      'recuerdos de su pasado, y entre ambos se establece un inquietante duelo de ' +
      'inteligencias.',
    pers: {
      d: [[1129, 'Jonathan Demme']],
      a: [
        [149, 'Jodie Foster'],
        [164, 'Anthony Hopkins'],
        [null, 'Scott Glenn'],
        [505971, 'Ted Levine'],
      ],
      w: [
        [null, 'Ted Tally'],
        [null, 'Thomas Harris'],
      ],
      c: [
        [null, 'Howard Shore'],
        [null, 'Tak Fujimoto'],
      ],
    },
    cols: { i250: 22, '1000p': 369, crit: 13, oscars: 64 },
  },
  {
    imdb: 73486,
    nom: 'Alguien voló sobre el nido del cuco',
    nomo: "One Flew Over the Cuckoo's Nest",
    nomen: "One Flew Over the Cuckoo's Nest",
    anio: 1975,
    dura: 133,
    gens: ['DR'],
    rate: 8.7,
    votos: 1100000,
    arg:
      'Para librarse de la cárcel, Randle McMurphy finge estar loco y es internado en ' +
      'un hospital psiquiátrico, donde desafía la rígida autoridad de la enfermera ' +
      'Ratched. Su rebeldía contagia a los demás internos y convierte la rutina del ' +
      'pabellón en una lucha de voluntades de consecuencias imprevisibles.',
    pers: {
      d: [[1232, 'Miloš Forman']],
      a: [
        [197, 'Jack Nicholson'],
        [null, 'Louise Fletcher'],
        [null, 'William Redfield'],
        [null, 'Will Sampson'],
      ],
      w: [
        [369142, 'Lawrence Hauben'],
        [325743, 'Bo Goldman'],
        [null, 'Ken Kesey'],
      ],
      c: [
        [null, 'Jack Nitzsche'],
        [null, 'Haskell Wexler'],
      ],
    },
    cols: { i250: 19, '1000p': 147, oscars: 48 },
  },
  {
    imdb: 56172,
    nom: 'Lawrence de Arabia',
    nomo: 'Lawrence of Arabia',
    nomen: 'Lawrence of Arabia',
    anio: 1962,
    dura: 218,
    gens: ['AV', 'BI', 'DR'],
    rate: 8.3,
    votos: 320000,
    arg:
      'La historia de T. E. Lawrence, el oficial británico que durante la Primera ' +
      'Guerra Mundial unió a las tribus árabes contra el Imperio otomano. Entre ' +
      'travesías imposibles por el desierto y victorias que lo convierten en leyenda, ' +
      'Lawrence se debate también con su identidad y con los intereses de las ' +
      'potencias europeas.',
    pers: {
      d: [[180, 'David Lean']],
      a: [
        [564, "Peter O'Toole"],
        [27, 'Alec Guinness'],
        [63, 'Anthony Quinn'],
        [null, 'Jack Hawkins'],
        [null, 'Omar Sharif'],
      ],
      w: [
        [null, 'Robert Bolt'],
        [null, 'Michael Wilson'],
      ],
      c: [
        [3574, 'Maurice Jarre'],
        [null, 'Freddie Young'],
      ],
    },
    cols: { i250: 100, '1000p': 49, oscars: 35 },
  },
  {
    imdb: 172495,
    nom: 'Gladiator (El gladiador)',
    nomo: 'Gladiator',
    nomen: 'Gladiator',
    anio: 2000,
    dura: 155,
    gens: ['AC', 'AV', 'DR'],
    rate: 8.5,
    votos: 1700000,
    arg:
      'Traicionado por el nuevo emperador, el general Máximo pierde a su familia y ' +
      'es vendido como esclavo. Convertido en gladiador, busca en la arena de Roma ' +
      'la ocasión de vengarse.',
    pers: {
      d: [[631, 'Ridley Scott']],
      a: [
        [128, 'Russell Crowe'],
        [1618, 'Joaquin Phoenix'],
        [1567, 'Connie Nielsen'],
        [1657, 'Oliver Reed'],
        [1321, 'Richard Harris'],
      ],
      w: [
        [null, 'David Franzoni'],
        [517589, 'John Logan'],
        [null, 'William Nicholson'],
      ],
      c: [
        [1877, 'Hans Zimmer'],
        [null, 'Lisa Gerrard'],
        [null, 'John Mathieson'],
      ],
    },
    cols: { i250: 33, oscars: 73 },
  },
  {
    imdb: 167260,
    nom: 'El señor de los anillos: El retorno del Rey',
    nomo: 'The Lord of the Rings: The Return of the King',
    nomen: 'The Lord of the Rings: The Return of the King',
    anio: 2003,
    dura: 201,
    gens: ['AC', 'AV', 'FN'],
    rate: 9.0,
    votos: 2000000,
    arg:
      'Mientras Frodo y Sam se acercan al Monte del Destino para destruir el Anillo ' +
      'Único, Aragorn, Gandalf y sus aliados se preparan para la batalla decisiva ' +
      'contra los ejércitos de Sauron. Es el desenlace de la trilogía que adapta la ' +
      'novela de Tolkien.',
    pers: {
      d: [[1392, 'Peter Jackson']],
      a: [
        [704, 'Elijah Wood'],
        [1557, 'Viggo Mortensen'],
        [5212, 'Ian McKellen'],
        [276, 'Sean Astin'],
      ],
      w: [
        [909638, 'Fran Walsh'],
        [null, 'Philippa Boyens'],
        [1392, 'Peter Jackson'],
        [866058, 'J.R.R. Tolkien'],
      ],
      c: [
        [null, 'Howard Shore'],
        [null, 'Andrew Lesnie'],
      ],
    },
    cols: { i250: 6, '1000p': 949, oscars: 76 },
  },
  {
    imdb: 6751668,
    nom: 'Parásitos',
    nomo: 'Gisaengchung',
    nomen: 'Parasite',
    anio: 2019,
    dura: 132,
    gens: ['CO', 'DR', 'SU'],
    rate: 8.5,
    votos: 1000000,
    arg:
      'La familia Kim, que malvive en un semisótano, va infiltrándose uno a uno en la ' +
      'lujosa casa de los Park haciéndose pasar por trabajadores cualificados. Lo que ' +
      'empieza como una astuta comedia sobre la desigualdad se tuerce cuando ' +
      'descubren que la casa guarda un secreto bajo sus cimientos.',
    pers: {
      d: [[94435, 'Bong Joon Ho']],
      a: [
        [814280, 'Song Kang-ho'],
        [null, 'Lee Sun-kyun'],
        [null, 'Cho Yeo-jeong'],
        [null, 'Choi Woo-sik'],
      ],
      w: [
        [94435, 'Bong Joon Ho'],
        [null, 'Han Jin-won'],
      ],
      c: [
        [null, 'Jung Jae-il'],
        [null, 'Hong Kyung-pyo'],
      ],
    },
    cols: { i250: 34, '1000p': 235, oscars: 92 },
  },
  {
    imdb: 15398776,
    nom: 'Oppenheimer',
    nomo: 'Oppenheimer',
    nomen: 'Oppenheimer',
    anio: 2023,
    dura: 180,
    gens: ['BI', 'DR', 'HI'],
    rate: 8.3,
    votos: 900000,
    arg:
      'La vida del físico J. Robert Oppenheimer, director científico del Proyecto ' +
      'Manhattan, desde sus años de formación hasta la creación de la bomba atómica y ' +
      'sus consecuencias. El relato alterna su trabajo en Los Álamos con la audiencia ' +
      'de 1954 en la que se puso en duda su lealtad y con la confirmación de Lewis ' +
      'Strauss en el Senado.',
    pers: {
      d: [[634240, 'Christopher Nolan']],
      a: [
        [614165, 'Cillian Murphy'],
        [1289434, 'Emily Blunt'],
        [354, 'Matt Damon'],
        [375, 'Robert Downey Jr.'],
      ],
      w: [
        [634240, 'Christopher Nolan'],
        [null, 'Kai Bird'],
        [null, 'Martin J. Sherwin'],
      ],
      c: [
        [3234869, 'Ludwig Göransson'],
        [887227, 'Hoyte van Hoytema'],
      ],
    },
    cols: { i250: 121, oscars: 96 },
  },
  {
    imdb: 105695,
    nom: 'Sin perdón',
    nomo: 'Unforgiven',
    nomen: 'Unforgiven',
    anio: 1992,
    dura: 130,
    gens: ['DR', 'OE'],
    rate: 8.2,
    votos: 450000,
    arg:
      'William Munny, un antiguo pistolero convertido en granjero viudo, acepta un ' +
      'último trabajo: cobrar la recompensa que ofrecen unas prostitutas por dos ' +
      'vaqueros. En el pueblo los espera un sheriff implacable.',
    pers: {
      d: [[142, 'Clint Eastwood']],
      a: [
        [142, 'Clint Eastwood'],
        [432, 'Gene Hackman'],
        [151, 'Morgan Freeman'],
        [1321, 'Richard Harris'],
      ],
      w: [[null, 'David Webb Peoples']],
      c: [
        [null, 'Lennie Niehaus'],
        [null, 'Jack N. Green'],
      ],
    },
    cols: { i250: 149, '1000p': 300, oscars: 65 },
  },
  {
    imdb: 477348,
    nom: 'No es país para viejos',
    nomo: 'No Country for Old Men',
    nomen: 'No Country for Old Men',
    anio: 2007,
    dura: 122,
    gens: ['CR', 'DR', 'SU'],
    rate: 8.2,
    votos: 1100000,
    arg:
      'Un cazador encuentra dos millones de dólares entre los restos de un negocio ' +
      'de droga fallido y decide quedárselos. Desde ese momento lo persigue un ' +
      'asesino implacable, mientras un viejo sheriff intenta seguirles el rastro.',
    pers: {
      d: [
        [1054, 'Joel Coen'],
        [1053, 'Ethan Coen'],
      ],
      a: [
        [169, 'Tommy Lee Jones'],
        [849, 'Javier Bardem'],
        [982, 'Josh Brolin'],
        [437, 'Woody Harrelson'],
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
    cols: { i250: 147, '1000p': 498, oscars: 80 },
  },
  {
    imdb: 47296,
    nom: 'La ley del silencio',
    nomo: 'On the Waterfront',
    nomen: 'On the Waterfront',
    anio: 1954,
    dura: 108,
    gens: ['CR', 'DR'],
    rate: 8.1,
    votos: 170000,
    arg:
      'Terry Malloy, un exboxeador que trabaja para el sindicato corrupto que ' +
      'controla los muelles de Nueva York, empieza a cuestionar su lealtad tras ' +
      'presenciar un asesinato. Presionado por un sacerdote del puerto y por la ' +
      'hermana del muerto, de la que se enamora, tendrá que decidir si rompe la ley ' +
      'del silencio.',
    pers: {
      d: [[1415, 'Elia Kazan']],
      a: [
        [8, 'Marlon Brando'],
        [1500, 'Karl Malden'],
        [2011, 'Lee J. Cobb'],
        [null, 'Rod Steiger'],
        [null, 'Eva Marie Saint'],
      ],
      w: [[null, 'Budd Schulberg']],
      c: [
        [null, 'Leonard Bernstein'],
        [null, 'Boris Kaufman'],
      ],
    },
    cols: { i250: 210, '1000p': 203, oscars: 27 },
  },
  {
    imdb: 27977,
    nom: 'Tiempos modernos',
    nomo: 'Modern Times',
    nomen: 'Modern Times',
    anio: 1936,
    dura: 87,
    gens: ['CO', 'DR', 'RO'],
    rate: 8.5,
    votos: 270000,
    arg:
      'Un obrero de una cadena de montaje, desbordado por el ritmo de las máquinas, ' +
      'encadena desgracias en plena Gran Depresión hasta que conoce a una joven ' +
      'huérfana con la que sueña una vida mejor. Fue la última aparición de Charlot, ' +
      'en una comedia casi sin diálogos que se burla de la mecanización del trabajo.',
    pers: {
      d: [[122, 'Charles Chaplin']],
      a: [
        [122, 'Charles Chaplin'],
        [null, 'Paulette Goddard'],
        [null, 'Henry Bergman'],
        [null, 'Tiny Sandford'],
      ],
      w: [[122, 'Charles Chaplin']],
      c: [
        [122, 'Charles Chaplin'],
        [null, 'Roland Totheroh'],
        [null, 'Ira H. Morgan'],
      ],
    },
    cols: { i250: 50, '1000p': 51, crit: 543 },
  },
  {
    imdb: 70040,
    nom: 'El espíritu de la colmena',
    nomo: 'El espíritu de la colmena',
    nomen: 'The Spirit of the Beehive',
    anio: 1973,
    dura: 97,
    gens: ['DR', 'FN'],
    rate: 7.8,
    votos: 25000,
    arg:
      'En un pueblo de Castilla, en 1940, la pequeña Ana queda fascinada tras ver «El ' +
      'doctor Frankenstein» en una proyección ambulante y empieza a buscar al ' +
      'espíritu del monstruo. Mientras su padre se entrega a sus colmenas y su madre ' +
      'escribe cartas a alguien lejano, Ana descubre en un caserón abandonado a un ' +
      'fugitivo herido.',
    pers: {
      d: [[null, 'Víctor Erice']],
      a: [
        [null, 'Fernando Fernán Gómez'],
        [null, 'Teresa Gimpera'],
        [null, 'Ana Torrent'],
        [null, 'Isabel Tellería'],
      ],
      w: [
        [null, 'Ángel Fernández Santos'],
        [null, 'Víctor Erice'],
      ],
      c: [
        [null, 'Luis de Pablo'],
        [null, 'Luis Cuadrado'],
      ],
    },
    cols: { '1000p': 112, crit: 351 },
  },
  {
    imdb: 55601,
    nom: 'Viridiana',
    nomo: 'Viridiana',
    nomen: 'Viridiana',
    anio: 1961,
    dura: 90,
    gens: ['CO', 'DR'],
    rate: 8.0,
    votos: 30000,
    arg:
      'Poco antes de tomar los hábitos, la novicia Viridiana visita a su tío, un ' +
      'rico hacendado. Los acontecimientos la retienen en la finca, donde decide ' +
      'practicar la caridad acogiendo a un grupo de mendigos.',
    pers: {
      d: [[320, 'Luis Buñuel']],
      a: [
        [null, 'Silvia Pinal'],
        [null, 'Francisco Rabal'],
        [null, 'Fernando Rey'],
        [null, 'José Calvo'],
        [null, 'Margarita Lozano'],
      ],
      w: [
        [320, 'Luis Buñuel'],
        [null, 'Julio Alejandro'],
      ],
      c: [[null, 'José F. Aguayo']],
    },
    cols: { '1000p': 80 },
  },
  {
    imdb: 68361,
    nom: 'El discreto encanto de la burguesía',
    nomo: 'Le charme discret de la bourgeoisie',
    nomen: 'The Discreet Charm of the Bourgeoisie',
    anio: 1972,
    dura: 102,
    gens: ['CO', 'FN'],
    rate: 7.8,
    votos: 50000,
    arg:
      'Seis burgueses intentan una y otra vez sentarse a cenar juntos, pero una ' +
      'sucesión de interrupciones cada vez más absurdas y de sueños inquietantes se ' +
      'lo impide. Buñuel se ríe de las costumbres y la hipocresía de la clase ' +
      'acomodada en una comedia surrealista que ganó el Óscar a la mejor película de ' +
      'habla no inglesa.',
    pers: {
      d: [[320, 'Luis Buñuel']],
      a: [
        [null, 'Fernando Rey'],
        [null, 'Paul Frankeur'],
        [null, 'Delphine Seyrig'],
        [null, 'Bulle Ogier'],
        [null, 'Stéphane Audran'],
        [null, 'Jean-Pierre Cassel'],
      ],
      w: [
        [320, 'Luis Buñuel'],
        [null, 'Jean-Claude Carrière'],
      ],
      c: [[null, 'Edmond Richard']],
    },
    cols: { '1000p': 176, crit: 102 },
  },
  {
    imdb: 42804,
    nom: 'Los olvidados',
    nomo: 'Los olvidados',
    nomen: 'The Young and the Damned',
    anio: 1950,
    dura: 80,
    gens: ['CR', 'DR'],
    rate: 8.2,
    votos: 25000,
    arg:
      'En los suburbios de Ciudad de México, un grupo de niños y adolescentes ' +
      'abandonados a su suerte sobrevive entre la miseria y la violencia. Pedro ' +
      'intenta enderezar su vida, pero la influencia del Jaibo, recién escapado del ' +
      'correccional, lo arrastra una y otra vez hacia el abismo.',
    pers: {
      d: [[320, 'Luis Buñuel']],
      a: [
        [null, 'Estela Inda'],
        [null, 'Miguel Inclán'],
        [null, 'Alfonso Mejía'],
        [null, 'Roberto Cobo'],
      ],
      w: [
        [320, 'Luis Buñuel'],
        [null, 'Luis Alcoriza'],
      ],
      c: [
        [null, 'Rodolfo Halffter'],
        [null, 'Gustavo Pittaluga'],
        [null, 'Gabriel Figueroa'],
      ],
    },
    cols: { '1000p': 135 },
  },
  {
    imdb: 95675,
    nom: 'Mujeres al borde de un ataque de nervios',
    nomo: 'Mujeres al borde de un ataque de nervios',
    nomen: 'Women on the Verge of a Nervous Breakdown',
    anio: 1988,
    dura: 88,
    gens: ['CO', 'DR'],
    rate: 7.5,
    votos: 55000,
    arg:
      'Pepa, actriz de doblaje, acaba de ser abandonada por su amante y pasa un día ' +
      'frenético en su ático de Madrid intentando localizarlo, mientras la casa se le ' +
      'llena de visitas inesperadas. Entre un gazpacho con somníferos, una amiga ' +
      'perseguida por la policía y la exmujer del amante, la comedia avanza a un ' +
      'ritmo cada vez más disparatado.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [null, 'Carmen Maura'],
        [104, 'Antonio Banderas'],
        [null, 'Julieta Serrano'],
        [null, 'Rossy de Palma'],
        [null, 'María Barranco'],
      ],
      w: [[264, 'Pedro Almodóvar']],
      c: [
        [null, 'Bernardo Bonezzi'],
        [3900, 'José Luis Alcaine'],
      ],
    },
    cols: { '1000p': 811 },
  },
  {
    imdb: 185125,
    nom: 'Todo sobre mi madre',
    nomo: 'Todo sobre mi madre',
    nomen: 'All About My Mother',
    anio: 1999,
    dura: 101,
    gens: ['DR'],
    rate: 7.8,
    votos: 110000,
    arg:
      'Tras una tragedia, Manuela, enfermera en Madrid, viaja a Barcelona en busca ' +
      'del padre de su hijo. Allí se reencuentra con viejas amigas y conoce a ' +
      'mujeres que cambiarán su vida.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [null, 'Cecilia Roth'],
        [null, 'Marisa Paredes'],
        [null, 'Candela Peña'],
        [null, 'Antonia San Juan'],
        [4851, 'Penélope Cruz'],
      ],
      w: [[264, 'Pedro Almodóvar']],
      c: [
        [null, 'Alberto Iglesias'],
        [null, 'Affonso Beato'],
      ],
    },
    cols: { '1000p': 296 },
  },
  {
    imdb: 287467,
    nom: 'Hable con ella',
    nomo: 'Hable con ella',
    nomen: 'Talk to Her',
    anio: 2002,
    dura: 112,
    gens: ['DR', 'MI', 'RO'],
    rate: 7.9,
    votos: 120000,
    arg:
      'Benigno, un enfermero, y Marco, un periodista, se conocen en una clínica ' +
      'donde cuidan de dos mujeres en coma. Entre ellos nace una amistad marcada ' +
      'por la soledad y la incomunicación.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [null, 'Javier Cámara'],
        [334882, 'Darío Grandinetti'],
        [null, 'Leonor Watling'],
        [null, 'Rosario Flores'],
        [null, 'Geraldine Chaplin'],
      ],
      w: [[264, 'Pedro Almodóvar']],
      c: [
        [null, 'Alberto Iglesias'],
        [null, 'Javier Aguirresarobe'],
      ],
    },
    cols: { '1000p': 472 },
  },
  {
    imdb: 441909,
    nom: 'Volver',
    nomo: 'Volver',
    nomen: 'Volver',
    anio: 2006,
    dura: 121,
    gens: ['CO', 'CR', 'DR'],
    rate: 7.6,
    votos: 110000,
    arg:
      'Raimunda y su hermana Sole, dos madrileñas nacidas en La Mancha, ven cómo el ' +
      'pasado regresa cuando en el pueblo empiezan a circular rumores de que el ' +
      'fantasma de su madre se ha aparecido. Mientras Raimunda intenta ocultar un ' +
      'suceso terrible ocurrido en su casa, Sole descubre que la aparición tiene ' +
      'mucho más de real de lo que parece.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [4851, 'Penélope Cruz'],
        [null, 'Carmen Maura'],
        [null, 'Lola Dueñas'],
        [null, 'Blanca Portillo'],
        [null, 'Yohana Cobo'],
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
    imdb: 8291806,
    nom: 'Dolor y gloria',
    nomo: 'Dolor y gloria',
    nomen: 'Pain and Glory',
    anio: 2019,
    dura: 113,
    gens: ['DR'],
    rate: 7.5,
    votos: 70000,
    arg:
      'Salvador Mallo, un cineasta en horas bajas, repasa su vida a través de ' +
      'recuerdos de infancia, viejos amores y reencuentros inesperados. Aquejado de ' +
      'dolores que le impiden rodar, se reconcilia con el actor con el que rompió ' +
      'hace treinta años y revive su infancia de los años sesenta junto a su madre.',
    pers: {
      d: [[264, 'Pedro Almodóvar']],
      a: [
        [104, 'Antonio Banderas'],
        [null, 'Asier Etxeandia'],
        [768614, 'Leonardo Sbaraglia'],
        [null, 'Julieta Serrano'],
        [4851, 'Penélope Cruz'],
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
    imdb: 369702,
    nom: 'Mar adentro',
    nomo: 'Mar adentro',
    nomen: 'The Sea Inside',
    anio: 2004,
    dura: 125,
    gens: ['BI', 'DR'],
    rate: 8.0,
    votos: 90000,
    arg:
      'Ramón Sampedro lleva casi treinta años postrado en una cama tras un ' +
      'accidente y lucha por su derecho a decidir sobre su propia muerte. Basada en ' +
      'una historia real.',
    pers: {
      d: [[24622, 'Alejandro Amenábar']],
      a: [
        [849, 'Javier Bardem'],
        [null, 'Belén Rueda'],
        [null, 'Lola Dueñas'],
        [null, 'Mabel Rivera'],
        [null, 'Celso Bugallo'],
      ],
      w: [
        [24622, 'Alejandro Amenábar'],
        [null, 'Mateo Gil'],
      ],
      c: [
        [24622, 'Alejandro Amenábar'],
        [null, 'Javier Aguirresarobe'],
      ],
    },
    cols: {},
  },
  {
    imdb: 230600,
    nom: 'Los otros',
    nomo: 'The Others',
    nomen: 'The Others',
    anio: 2001,
    dura: 101,
    gens: ['MI', 'TE', 'SU'],
    rate: 7.6,
    votos: 400000,
    arg:
      'En 1945, en una mansión aislada de la isla de Jersey, Grace espera el ' +
      'regreso de su marido de la guerra junto a sus dos hijos, que no pueden ' +
      'exponerse a la luz del sol. La llegada de tres nuevos sirvientes coincide ' +
      'con sucesos extraños.',
    pers: {
      d: [[24622, 'Alejandro Amenábar']],
      a: [
        [173, 'Nicole Kidman'],
        [null, 'Fionnula Flanagan'],
        [null, 'Christopher Eccleston'],
        [null, 'Alakina Mann'],
        [null, 'James Bentley'],
      ],
      w: [[24622, 'Alejandro Amenábar']],
      c: [
        [24622, 'Alejandro Amenábar'],
        [null, 'Javier Aguirresarobe'],
      ],
    },
    cols: {},
  },
  {
    imdb: 457430,
    nom: 'El laberinto del fauno',
    nomo: 'El laberinto del fauno',
    nomen: "Pan's Labyrinth",
    anio: 2006,
    dura: 118,
    gens: ['DR', 'FN', 'BE'],
    rate: 8.2,
    votos: 730000,
    arg:
      'España, 1944. Ofelia se traslada con su madre a un molino donde su ' +
      'padrastro, un capitán franquista, persigue a los maquis. En un viejo ' +
      'laberinto, un fauno le revela que podría ser la princesa de un reino ' +
      'subterráneo.',
    pers: {
      d: [[868219, 'Guillermo del Toro']],
      a: [
        [null, 'Ivana Baquero'],
        [null, 'Ariadna Gil'],
        [null, 'Sergi López'],
        [null, 'Maribel Verdú'],
        [427964, 'Doug Jones'],
      ],
      w: [[868219, 'Guillermo del Toro']],
      c: [
        [null, 'Javier Navarrete'],
        [null, 'Guillermo Navarro'],
      ],
    },
    cols: { i250: 150, '1000p': 467 },
  },
  {
    imdb: 1305806,
    nom: 'El secreto de sus ojos',
    nomo: 'El secreto de sus ojos',
    nomen: 'The Secret in Their Eyes',
    anio: 2009,
    dura: 129,
    gens: ['DR', 'MI', 'SU'],
    rate: 8.2,
    votos: 230000,
    arg:
      'Benjamín Espósito, funcionario judicial retirado, decide escribir una novela ' +
      'sobre un crimen que investigó en 1974 y que nunca ha logrado olvidar. Al ' +
      'remover aquel caso vuelve también el amor que nunca se atrevió a confesar a ' +
      'Irene, su antigua jefa en el juzgado.',
    pers: {
      d: [[2728, 'Juan José Campanella']],
      a: [
        [201857, 'Ricardo Darín'],
        [897845, 'Soledad Villamil'],
        [289856, 'Guillermo Francella'],
        [null, 'Pablo Rago'],
      ],
      w: [
        [null, 'Eduardo Sacheri'],
        [2728, 'Juan José Campanella'],
      ],
      c: [
        [null, 'Federico Jusid'],
        [null, 'Félix Monti'],
      ],
    },
    cols: { i250: 166 },
  },
  {
    imdb: 3011894,
    nom: 'Relatos salvajes',
    nomo: 'Relatos salvajes',
    nomen: 'Wild Tales',
    anio: 2014,
    dura: 122,
    gens: ['CO', 'DR', 'SU'],
    rate: 8.1,
    votos: 220000,
    arg:
      'Seis historias independientes sobre personas corrientes que, ante una ' +
      'injusticia o un mal día, pierden por completo los nervios. Un vuelo cuyos ' +
      'pasajeros comparten un mismo conocido, una pelea en la carretera o una boda ' +
      'que se tuerce desembocan en la violencia y el humor más negro.',
    pers: {
      d: [[1167933, 'Damián Szifron']],
      a: [
        [201857, 'Ricardo Darín'],
        [null, 'Oscar Martínez'],
        [768614, 'Leonardo Sbaraglia'],
        [null, 'Érica Rivas'],
        [null, 'Rita Cortese'],
      ],
      w: [[1167933, 'Damián Szifron']],
      c: [
        [null, 'Gustavo Santaolalla'],
        [null, 'Javier Juliá'],
      ],
    },
    cols: { i250: 201 },
  },
  {
    imdb: 245712,
    nom: 'Amores perros',
    nomo: 'Amores perros',
    nomen: 'Amores Perros',
    anio: 2000,
    dura: 154,
    gens: ['DR', 'SU'],
    rate: 8.0,
    votos: 260000,
    arg:
      'Un accidente de tráfico en Ciudad de México enlaza tres historias: la de un ' +
      'joven que apuesta en peleas de perros, la de una modelo y la de un misterioso ' +
      'vagabundo. Son tres retratos de la ciudad unidos por el amor, la culpa y los ' +
      'perros.',
    pers: {
      d: [[327944, 'Alejandro G. Iñárritu']],
      a: [
        [null, 'Emilio Echevarría'],
        [305558, 'Gael García Bernal'],
        [null, 'Goya Toledo'],
        [null, 'Álvaro Guerrero'],
        [null, 'Vanessa Bauche'],
      ],
      w: [[null, 'Guillermo Arriaga']],
      c: [
        [null, 'Gustavo Santaolalla'],
        [null, 'Rodrigo Prieto'],
      ],
    },
    cols: { '1000p': 830 },
  },
  {
    imdb: 245574,
    nom: 'Y tu mamá también',
    nomo: 'Y tu mamá también',
    nomen: 'Y Tu Mamá También',
    anio: 2001,
    dura: 106,
    gens: ['DR'],
    rate: 7.6,
    votos: 140000,
    arg:
      'Dos amigos adolescentes emprenden un viaje por carretera hacia una playa que ' +
      'quizá no existe, acompañados por Luisa, una española algo mayor que ellos. ' +
      'Durante el trayecto por el México rural, las confidencias y los celos ponen a ' +
      'prueba la amistad de Tenoch y Julio.',
    pers: {
      d: [[190859, 'Alfonso Cuarón']],
      a: [
        [null, 'Maribel Verdú'],
        [305558, 'Gael García Bernal'],
        [526019, 'Diego Luna'],
        [null, 'Diana Bracho'],
      ],
      w: [
        [190859, 'Alfonso Cuarón'],
        [null, 'Carlos Cuarón'],
      ],
      c: [[523881, 'Emmanuel Lubezki']],
    },
    cols: { '1000p': 743 },
  },
  {
    imdb: 317248,
    nom: 'Ciudad de Dios',
    nomo: 'Cidade de Deus',
    nomen: 'City of God',
    anio: 2002,
    dura: 130,
    gens: ['CR', 'DR'],
    rate: 8.6,
    votos: 830000,
    arg:
      'En una favela de Río de Janeiro, Buscapé, un chico que sueña con ser ' +
      'fotógrafo, relata el ascenso del crimen organizado en su barrio entre los años ' +
      'sesenta y ochenta. Mientras sus amigos de infancia se convierten en ' +
      'traficantes, él busca la manera de escapar de la violencia gracias a su ' +
      'cámara.',
    pers: {
      d: [
        [null, 'Fernando Meirelles'],
        [null, 'Kátia Lund'],
      ],
      a: [
        [1179105, 'Alexandre Rodrigues'],
        [1129884, 'Leandro Firmino'],
        [null, 'Phellipe Haagensen'],
        [null, 'Douglas Silva'],
        [null, 'Seu Jorge'],
      ],
      w: [
        [null, 'Bráulio Mantovani'],
        [null, 'Paulo Lins'],
      ],
      c: [
        [null, 'Antonio Pinto'],
        [null, 'Ed Côrtes'],
        [null, 'César Charlone'],
      ],
    },
    cols: { i250: 26, '1000p': 313 },
  },
  {
    imdb: 40522,
    nom: 'Ladrón de bicicletas',
    nomo: 'Ladri di biciclette',
    nomen: 'Bicycle Thieves',
    anio: 1948,
    dura: 89,
    gens: ['DR'],
    rate: 8.2,
    votos: 180000,
    arg:
      'En la Roma de la posguerra, Antonio consigue por fin un empleo pegando ' +
      'carteles, para el que necesita su bicicleta. Cuando se la roban el primer ' +
      'día, recorre la ciudad con su hijo para recuperarla.',
    pers: {
      d: [[1120, 'Vittorio De Sica']],
      a: [
        [null, 'Lamberto Maggiorani'],
        [null, 'Enzo Staiola'],
        [null, 'Lianella Carell'],
        [null, 'Gino Saltamerenda'],
      ],
      w: [
        [null, 'Cesare Zavattini'],
        [1120, 'Vittorio De Sica'],
        [null, "Suso Cecchi D'Amico"],
        [null, 'Luigi Bartolini'],
      ],
      c: [
        [null, 'Alessandro Cicognini'],
        [null, 'Carlo Montuori'],
      ],
    },
    cols: { i250: 125, '1000p': 14, crit: 374 },
  },
  {
    imdb: 53779,
    nom: 'La dolce vita',
    nomo: 'La dolce vita',
    nomen: 'La Dolce Vita',
    anio: 1960,
    dura: 174,
    gens: ['CO', 'DR'],
    rate: 8.0,
    votos: 80000,
    arg:
      'Marcello, periodista de crónica social, recorre durante una semana las ' +
      'fiestas, los cafés y los escándalos de la alta sociedad romana, buscando sin ' +
      'éxito un sentido a su vida. Entre sus encuentros figura una actriz ' +
      'estadounidense de origen sueco a la que acompaña de madrugada hasta la Fontana ' +
      'di Trevi.',
    pers: {
      d: [[19, 'Federico Fellini']],
      a: [
        [52, 'Marcello Mastroianni'],
        [null, 'Anita Ekberg'],
        [null, 'Anouk Aimée'],
        [null, 'Yvonne Furneaux'],
      ],
      w: [
        [19, 'Federico Fellini'],
        [null, 'Ennio Flaiano'],
        [null, 'Tullio Pinelli'],
        [null, 'Brunello Rondi'],
      ],
      c: [
        [65, 'Nino Rota'],
        [null, 'Otello Martelli'],
      ],
    },
    cols: { '1000p': 34 },
  },
  {
    imdb: 56801,
    nom: 'Fellini, ocho y medio',
    nomo: '8½',
    nomen: '8½',
    anio: 1963,
    dura: 138,
    gens: ['DR'],
    rate: 8.0,
    votos: 130000,
    arg:
      'Un director de cine en plena crisis creativa se refugia en un balneario ' +
      'mientras todos le presionan para empezar su nueva película. Recuerdos, ' +
      'sueños y mujeres de su vida se mezclan con la realidad.',
    pers: {
      d: [[19, 'Federico Fellini']],
      a: [
        [52, 'Marcello Mastroianni'],
        [1012, 'Claudia Cardinale'],
        [null, 'Anouk Aimée'],
        [null, 'Sandra Milo'],
      ],
      w: [
        [19, 'Federico Fellini'],
        [null, 'Ennio Flaiano'],
        [null, 'Tullio Pinelli'],
        [null, 'Brunello Rondi'],
      ],
      c: [
        [65, 'Nino Rota'],
        [null, 'Gianni Di Venanzo'],
      ],
    },
    cols: { '1000p': 7, crit: 140 },
  },
  {
    imdb: 60196,
    nom: 'El bueno, el feo y el malo',
    nomo: 'Il buono, il brutto, il cattivo',
    nomen: 'The Good, the Bad and the Ugly',
    anio: 1966,
    dura: 178,
    gens: ['AV', 'OE'],
    rate: 8.8,
    votos: 850000,
    arg:
      'Durante la Guerra de Secesión, tres pistoleros sin escrúpulos compiten por ' +
      'encontrar un cargamento de oro confederado enterrado en un cementerio. Cada ' +
      'uno conoce solo una parte del secreto, y las alianzas entre ellos cambian ' +
      'según sople el viento.',
    pers: {
      d: [[1466, 'Sergio Leone']],
      a: [
        [142, 'Clint Eastwood'],
        [908919, 'Eli Wallach'],
        [1812, 'Lee Van Cleef'],
        [null, 'Aldo Giuffrè'],
      ],
      w: [
        [898812, 'Luciano Vincenzoni'],
        [1466, 'Sergio Leone'],
        [null, 'Agenore Incrocci'],
        [null, 'Furio Scarpelli'],
      ],
      c: [
        [null, 'Ennio Morricone'],
        [null, 'Tonino Delli Colli'],
      ],
    },
    cols: { i250: 10, '1000p': 154 },
  },
  {
    imdb: 64116,
    nom: 'Hasta que llegó su hora',
    nomo: "C'era una volta il West",
    nomen: 'Once Upon a Time in the West',
    anio: 1968,
    dura: 165,
    gens: ['OE'],
    rate: 8.5,
    votos: 370000,
    arg:
      'La llegada del ferrocarril a un pueblo del Oeste despierta la codicia de un ' +
      'despiadado pistolero. Una viuda recién llegada, un bandido y un misterioso ' +
      'hombre que toca la armónica se cruzan en su camino.',
    pers: {
      d: [[1466, 'Sergio Leone']],
      a: [
        [20, 'Henry Fonda'],
        [1012, 'Claudia Cardinale'],
        [1673, 'Jason Robards'],
        [314, 'Charles Bronson'],
      ],
      w: [
        [1466, 'Sergio Leone'],
        [null, 'Sergio Donati'],
        [783, 'Dario Argento'],
        [null, 'Bernardo Bertolucci'],
      ],
      c: [
        [null, 'Ennio Morricone'],
        [null, 'Tonino Delli Colli'],
      ],
    },
    cols: { i250: 52, '1000p': 67 },
  },
  {
    imdb: 95765,
    nom: 'Cinema Paradiso',
    nomo: 'Nuovo Cinema Paradiso',
    nomen: 'Cinema Paradiso',
    anio: 1988,
    dura: 155,
    gens: ['DR', 'RO'],
    rate: 8.5,
    votos: 300000,
    arg:
      'Un director de cine regresa a su pueblo natal de Sicilia tras la muerte de ' +
      'Alfredo, el proyeccionista que le enseñó a amar el cine cuando era niño. Los ' +
      'recuerdos lo devuelven a la sala del pueblo donde, siendo el pequeño Totò, ' +
      'descubrió la magia de las películas.',
    pers: {
      d: [[868153, 'Giuseppe Tornatore']],
      a: [
        [634159, 'Philippe Noiret'],
        [null, 'Jacques Perrin'],
        [null, 'Salvatore Cascio'],
        [null, 'Marco Leonardi'],
        [null, 'Agnese Nano'],
      ],
      w: [[868153, 'Giuseppe Tornatore']],
      c: [
        [null, 'Ennio Morricone'],
        [null, 'Andrea Morricone'],
        [null, 'Blasco Giurato'],
      ],
    },
    cols: { i250: 46, '1000p': 256 },
  },
  {
    imdb: 118799,
    nom: 'La vida es bella',
    nomo: 'La vita è bella',
    nomen: 'Life Is Beautiful',
    anio: 1997,
    dura: 116,
    gens: ['CO', 'DR', 'RO'],
    rate: 8.6,
    votos: 780000,
    arg:
      'Guido, un librero judío italiano, recurre a la imaginación y al humor para ' +
      'proteger a su hijo cuando ambos son deportados a un campo de concentración. ' +
      'Para que el niño no pierda la inocencia, le hace creer que todo es un concurso ' +
      'cuyo premio es un tanque de verdad.',
    pers: {
      d: [[905, 'Roberto Benigni']],
      a: [
        [905, 'Roberto Benigni'],
        [null, 'Nicoletta Braschi'],
        [null, 'Giorgio Cantarini'],
        [null, 'Giustino Durano'],
        [null, 'Horst Buchholz'],
      ],
      w: [
        [null, 'Vincenzo Cerami'],
        [905, 'Roberto Benigni'],
      ],
      c: [
        [null, 'Nicola Piovani'],
        [null, 'Tonino Delli Colli'],
      ],
    },
    cols: { i250: 27 },
  },
  {
    imdb: 58946,
    nom: 'La batalla de Argel',
    nomo: 'La battaglia di Algeri',
    nomen: 'The Battle of Algiers',
    anio: 1966,
    dura: 121,
    gens: ['DR', 'HI', 'BE'],
    rate: 8.1,
    votos: 65000,
    arg:
      'Reconstrucción, con aire de documental, de la lucha del Frente de Liberación ' +
      'Nacional contra las tropas francesas en la Argelia de los años cincuenta. ' +
      'Rodada en las calles de Argel con actores no profesionales, muestra los ' +
      'atentados y la represión sin tomar partido por el atajo fácil.',
    pers: {
      d: [[690597, 'Gillo Pontecorvo']],
      a: [
        [null, 'Brahim Hadjadj'],
        [null, 'Jean Martin'],
        [null, 'Yacef Saadi'],
        [null, 'Samia Kerbash'],
      ],
      w: [
        [null, 'Franco Solinas'],
        [690597, 'Gillo Pontecorvo'],
      ],
      c: [
        [null, 'Ennio Morricone'],
        [690597, 'Gillo Pontecorvo'],
        [null, 'Marcello Gatti'],
      ],
    },
    cols: { i250: 242, '1000p': 59, crit: 249 },
  },
  {
    imdb: 47478,
    nom: 'Los siete samuráis',
    nomo: 'Shichinin no samurai',
    nomen: 'Seven Samurai',
    anio: 1954,
    dura: 207,
    gens: ['AC', 'DR'],
    rate: 8.6,
    votos: 380000,
    arg:
      'Harto de los saqueos de una banda de bandidos, un pueblo de campesinos ' +
      'contrata a siete samuráis sin amo para que lo defiendan a cambio de comida. ' +
      'Guiados por el veterano Kambei, los guerreros enseñan a los aldeanos a ' +
      'defenderse y preparan el poblado para el asalto final.',
    pers: {
      d: [[41, 'Akira Kurosawa']],
      a: [
        [1536, 'Toshirô Mifune'],
        [793766, 'Takashi Shimura'],
        [null, 'Keiko Tsushima'],
        [null, 'Yukiko Shimazaki'],
        [null, 'Kamatari Fujiwara'],
      ],
      w: [
        [41, 'Akira Kurosawa'],
        [368074, 'Shinobu Hashimoto'],
        [null, 'Hideo Oguni'],
      ],
      c: [
        [null, 'Fumio Hayasaka'],
        [null, 'Asakazu Nakai'],
      ],
    },
    cols: { i250: 23, '1000p': 10, crit: 2 },
  },
  {
    imdb: 42876,
    nom: 'Rashomon',
    nomo: 'Rashômon',
    nomen: 'Rashomon',
    anio: 1950,
    dura: 88,
    gens: ['CR', 'DR', 'MI'],
    rate: 8.1,
    votos: 190000,
    arg:
      'Bajo la lluvia, en la puerta de Rashomon, tres hombres comentan un crimen ' +
      'ocurrido en el bosque, que cada testigo relata de forma contradictoria. El ' +
      'bandido, la esposa, el espíritu del samurái muerto y un leñador ofrecen ' +
      'versiones incompatibles de lo sucedido.',
    pers: {
      d: [[41, 'Akira Kurosawa']],
      a: [
        [1536, 'Toshirô Mifune'],
        [null, 'Machiko Kyô'],
        [null, 'Masayuki Mori'],
        [793766, 'Takashi Shimura'],
      ],
      w: [
        [41, 'Akira Kurosawa'],
        [368074, 'Shinobu Hashimoto'],
        [null, 'Ryûnosuke Akutagawa'],
      ],
      c: [
        [null, 'Fumio Hayasaka'],
        [null, 'Kazuo Miyagawa'],
      ],
    },
    cols: { i250: 168, '1000p': 24, crit: 138 },
  },
  {
    imdb: 44741,
    nom: 'Vivir',
    nomo: 'Ikiru',
    nomen: 'Ikiru',
    anio: 1952,
    dura: 143,
    gens: ['DR'],
    rate: 8.3,
    votos: 90000,
    arg:
      'Kanji Watanabe, un gris funcionario que lleva treinta años sin faltar a su ' +
      'puesto, descubre que padece un cáncer terminal y decide dar sentido a los ' +
      'meses que le quedan. Tras buscar en vano consuelo en la vida nocturna, se ' +
      'empeña en que el ayuntamiento construya un pequeño parque infantil en un ' +
      'barrio humilde.',
    pers: {
      d: [[41, 'Akira Kurosawa']],
      a: [
        [793766, 'Takashi Shimura'],
        [null, "Shin'ichi Himori"],
        [null, 'Haruo Tanaka'],
        [null, 'Minoru Chiaki'],
        [null, 'Miki Odagiri'],
      ],
      w: [
        [41, 'Akira Kurosawa'],
        [368074, 'Shinobu Hashimoto'],
        [null, 'Hideo Oguni'],
      ],
      c: [
        [null, 'Fumio Hayasaka'],
        [null, 'Asakazu Nakai'],
      ],
    },
    cols: { i250: 95, '1000p': 106, crit: 221 },
  },
  {
    imdb: 89881,
    nom: 'Ran',
    nomo: 'Ran',
    nomen: 'Ran',
    anio: 1985,
    dura: 162,
    gens: ['AC', 'DR', 'BE'],
    rate: 8.2,
    votos: 140000,
    arg:
      'Un anciano señor de la guerra decide repartir su reino entre sus tres hijos, ' +
      'y la decisión desata la ambición y la traición. Una adaptación libre de «El ' +
      'rey Lear» al Japón feudal.',
    pers: {
      d: [[41, 'Akira Kurosawa']],
      a: [
        [null, 'Tatsuya Nakadai'],
        [null, 'Akira Terao'],
        [null, 'Jinpachi Nezu'],
        [null, 'Daisuke Ryû'],
        [null, 'Mieko Harada'],
      ],
      w: [
        [41, 'Akira Kurosawa'],
        [null, 'Hideo Oguni'],
        [null, 'Masato Ide'],
      ],
      c: [
        [null, 'Tôru Takemitsu'],
        [null, 'Takao Saitô'],
        [null, 'Masaharu Ueda'],
        [null, 'Asakazu Nakai'],
      ],
    },
    cols: { i250: 144, '1000p': 178, crit: 316 },
  },
  {
    imdb: 57565,
    nom: 'El infierno del odio',
    nomo: 'Tengoku to jigoku',
    nomen: 'High and Low',
    anio: 1963,
    dura: 143,
    gens: ['CR', 'DR', 'MI'],
    rate: 8.4,
    votos: 60000,
    arg:
      'Un rico empresario de Yokohama recibe la llamada de un secuestrador que ' +
      'exige un enorme rescate. Pero el niño raptado no es su hijo, sino el de su ' +
      'chófer.',
    pers: {
      d: [[41, 'Akira Kurosawa']],
      a: [
        [1536, 'Toshirô Mifune'],
        [null, 'Tatsuya Nakadai'],
        [null, 'Kyôko Kagawa'],
        [null, 'Tatsuya Mihashi'],
        [null, 'Tsutomu Yamazaki'],
      ],
      w: [
        [41, 'Akira Kurosawa'],
        [null, 'Hideo Oguni'],
        [null, 'Ryûzô Kikushima'],
        [null, 'Eijirô Hisaita'],
        [null, 'Ed McBain'],
      ],
      c: [
        [null, 'Masaru Satô'],
        [null, 'Asakazu Nakai'],
        [null, 'Takao Saitô'],
      ],
    },
    cols: { i250: 79, '1000p': 327, crit: 24 },
  },
  {
    imdb: 46438,
    nom: 'Cuentos de Tokio',
    nomo: 'Tôkyô monogatari',
    nomen: 'Tokyo Story',
    anio: 1953,
    dura: 136,
    gens: ['DR'],
    rate: 8.1,
    votos: 75000,
    arg:
      'Un matrimonio de ancianos viaja desde su pueblo a Tokio para visitar a sus ' +
      'hijos, que, absorbidos por sus vidas, apenas tienen tiempo para atenderlos. ' +
      'Solo su nuera viuda los recibe con cariño.',
    pers: {
      d: [[654868, 'Yasujirô Ozu']],
      a: [
        [null, 'Chishû Ryû'],
        [null, 'Chieko Higashiyama'],
        [null, 'Sô Yamamura'],
        [null, 'Setsuko Hara'],
        [null, 'Haruko Sugimura'],
      ],
      w: [
        [null, 'Kôgo Noda'],
        [654868, 'Yasujirô Ozu'],
      ],
      c: [
        [null, 'Kojun Saitô'],
        [null, 'Yûharu Atsuta'],
      ],
    },
    cols: { i250: 214, '1000p': 4, crit: 217 },
  },
  {
    imdb: 245429,
    nom: 'El viaje de Chihiro',
    nomo: 'Sen to Chihiro no kamikakushi',
    nomen: 'Spirited Away',
    anio: 2001,
    dura: 125,
    gens: ['AN', 'AV', 'FA'],
    rate: 8.6,
    votos: 950000,
    arg:
      'Durante una mudanza, Chihiro, de diez años, y sus padres se adentran en un ' +
      'mundo de espíritus. Para salvarlos, la niña tendrá que trabajar en unos ' +
      'baños regentados por la bruja Yubaba.',
    pers: {
      d: [[594503, 'Hayao Miyazaki']],
      a: [
        [null, 'Rumi Hiiragi'],
        [null, 'Miyu Irino'],
        [null, 'Mari Natsuki'],
        [null, 'Takashi Naitô'],
      ],
      w: [[594503, 'Hayao Miyazaki']],
      c: [
        [null, 'Joe Hisaishi'],
        [null, 'Atsushi Okui'],
      ],
    },
    cols: { i250: 31, '1000p': 137 },
  },
  {
    imdb: 96283,
    nom: 'Mi vecino Totoro',
    nomo: 'Tonari no Totoro',
    nomen: 'My Neighbor Totoro',
    anio: 1988,
    dura: 86,
    gens: ['AN', 'FA', 'FN'],
    rate: 8.1,
    votos: 420000,
    arg:
      'Dos hermanas se mudan con su padre al campo para estar cerca de su madre ' +
      'enferma y descubren que el bosque vecino está habitado por Totoro y otras ' +
      'criaturas mágicas. Satsuki y Mei viven junto a ellas aventuras llenas de ' +
      'asombro, como un viaje a bordo de un gato que hace de autobús.',
    pers: {
      d: [[594503, 'Hayao Miyazaki']],
      a: [
        [null, 'Noriko Hidaka'],
        [null, 'Chika Sakamoto'],
        [null, 'Shigesato Itoi'],
        [null, 'Sumi Shimamoto'],
      ],
      w: [[594503, 'Hayao Miyazaki']],
      c: [
        [null, 'Joe Hisaishi'],
        [null, 'Hisao Shirai'],
      ],
    },
    cols: { i250: 184, '1000p': 161 },
  },
  {
    imdb: 95327,
    nom: 'La tumba de las luciérnagas',
    nomo: 'Hotaru no haka',
    nomen: 'Grave of the Fireflies',
    anio: 1988,
    dura: 89,
    gens: ['AN', 'DR', 'BE'],
    rate: 8.5,
    votos: 330000,
    arg:
      'En los últimos meses de la Segunda Guerra Mundial, dos hermanos que se han ' +
      'quedado solos, Seita y Setsuko, luchan por sobrevivir en un Japón arrasado por ' +
      'los bombardeos. Seita hace lo imposible por cuidar de su hermana pequeña ' +
      'mientras el hambre y la indiferencia de los adultos los van cercando.',
    pers: {
      d: [[847223, 'Isao Takahata']],
      a: [
        [null, 'Tsutomu Tatsumi'],
        [null, 'Ayano Shiraishi'],
        [null, 'Yoshiko Shinohara'],
        [null, 'Akemi Yamaguchi'],
      ],
      w: [
        [847223, 'Isao Takahata'],
        [null, 'Akiyuki Nosaka'],
      ],
      c: [
        [null, 'Michio Mamiya'],
        [null, 'Nobuo Koyama'],
      ],
    },
    cols: { i250: 37, '1000p': 462 },
  },
  {
    imdb: 53198,
    nom: 'Los cuatrocientos golpes',
    nomo: 'Les quatre cents coups',
    nomen: 'The 400 Blows',
    anio: 1959,
    dura: 99,
    gens: ['CR', 'DR'],
    rate: 8.1,
    votos: 130000,
    arg:
      'Antoine Doinel, un adolescente parisino incomprendido por sus padres y por sus ' +
      'profesores, va de travesura en travesura por las calles de París. Cada ' +
      'escapada lo aleja un poco más de su casa, hasta que un robo lo lleva a un ' +
      'centro para menores delincuentes.',
    pers: {
      d: [[76, 'François Truffaut']],
      a: [
        [null, 'Jean-Pierre Léaud'],
        [null, 'Claire Maurier'],
        [null, 'Albert Rémy'],
        [null, 'Guy Decomble'],
      ],
      w: [
        [76, 'François Truffaut'],
        [null, 'Marcel Moussy'],
      ],
      c: [
        [null, 'Jean Constantin'],
        [null, 'Henri Decaë'],
      ],
    },
    cols: { '1000p': 27, crit: 5 },
  },
  {
    imdb: 53472,
    nom: 'Al final de la escapada',
    nomo: 'À bout de souffle',
    nomen: 'Breathless',
    anio: 1960,
    dura: 90,
    gens: ['CR', 'DR', 'RO'],
    rate: 7.7,
    votos: 90000,
    arg:
      'Michel, un ladronzuelo que acaba de matar a un policía, se esconde en París ' +
      'junto a Patricia, una estudiante estadounidense que vende periódicos en los ' +
      'Campos Elíseos. Mientras la policía le sigue el rastro, él intenta convencerla ' +
      'de que huya con él a Italia.',
    pers: {
      d: [[419, 'Jean-Luc Godard']],
      a: [
        [781029, 'Jean Seberg'],
        [901, 'Jean-Paul Belmondo'],
        [null, 'Daniel Boulanger'],
        [null, 'Henri-Jacques Huet'],
      ],
      w: [
        [76, 'François Truffaut'],
        [419, 'Jean-Luc Godard'],
      ],
      c: [
        [null, 'Martial Solal'],
        [null, 'Raoul Coutard'],
      ],
    },
    cols: { '1000p': 18, crit: 408 },
  },
  {
    imdb: 57345,
    nom: 'El desprecio',
    nomo: 'Le mépris',
    nomen: 'Contempt',
    anio: 1963,
    dura: 103,
    gens: ['DR', 'RO'],
    rate: 7.5,
    votos: 40000,
    arg:
      'Un guionista acepta reescribir una adaptación de «La Odisea» para un productor ' +
      'estadounidense, mientras su matrimonio con la bella Camille empieza a ' +
      'resquebrajarse. El rodaje, que dirige Fritz Lang entre Roma y Capri, sirve de ' +
      'escenario a una pareja que ya no sabe por qué se quiere.',
    pers: {
      d: [[419, 'Jean-Luc Godard']],
      a: [
        [3, 'Brigitte Bardot'],
        [null, 'Michel Piccoli'],
        [null, 'Jack Palance'],
        [null, 'Giorgia Moll'],
        [485, 'Fritz Lang'],
      ],
      w: [
        [419, 'Jean-Luc Godard'],
        [null, 'Alberto Moravia'],
      ],
      c: [
        [16, 'Georges Delerue'],
        [null, 'Raoul Coutard'],
      ],
    },
    cols: { '1000p': 45, crit: 171 },
  },
  {
    imdb: 28950,
    nom: 'La gran ilusión',
    nomo: 'La grande illusion',
    nomen: 'Grand Illusion',
    anio: 1937,
    dura: 113,
    gens: ['DR', 'BE'],
    rate: 8.1,
    votos: 40000,
    arg:
      'Durante la Primera Guerra Mundial, un grupo de oficiales franceses prisioneros ' +
      'en Alemania planea su fuga, mientras las diferencias de clase pesan tanto como ' +
      'las de nacionalidad. Entre el capitán de Boeldieu y el comandante alemán que ' +
      'los custodia, aristócratas los dos, surge una extraña complicidad.',
    pers: {
      d: [[719756, 'Jean Renoir']],
      a: [
        [null, 'Jean Gabin'],
        [null, 'Dita Parlo'],
        [null, 'Pierre Fresnay'],
        [null, 'Erich von Stroheim'],
      ],
      w: [
        [null, 'Charles Spaak'],
        [719756, 'Jean Renoir'],
      ],
      c: [
        [null, 'Joseph Kosma'],
        [null, 'Christian Matras'],
      ],
    },
    cols: { '1000p': 61, crit: 1 },
  },
  {
    imdb: 31885,
    nom: 'La regla del juego',
    nomo: 'La règle du jeu',
    nomen: 'The Rules of the Game',
    anio: 1939,
    dura: 110,
    gens: ['CO', 'DR'],
    rate: 7.9,
    votos: 30000,
    arg:
      'Un fin de semana de caza en un castillo reúne a aristócratas y criados, cuyos ' +
      'enredos amorosos retratan una sociedad al borde del abismo en vísperas de la ' +
      'guerra. Las intrigas de la anfitriona, un aviador enamorado y los celos de un ' +
      'guardabosques acaban desembocando en tragedia.',
    pers: {
      d: [[719756, 'Jean Renoir']],
      a: [
        [null, 'Nora Gregor'],
        [null, 'Paulette Dubost'],
        [null, 'Marcel Dalio'],
        [null, 'Roland Toutain'],
        [719756, 'Jean Renoir'],
      ],
      w: [
        [719756, 'Jean Renoir'],
        [null, 'Carl Koch'],
      ],
      c: [
        [null, 'Joseph Kosma'],
        [null, 'Jean Bachelet'],
      ],
    },
    cols: { '1000p': 5, crit: 216 },
  },
  {
    imdb: 211915,
    nom: 'Amélie',
    nomo: "Le fabuleux destin d'Amélie Poulain",
    nomen: 'Amélie',
    anio: 2001,
    dura: 122,
    gens: ['CO', 'RO'],
    rate: 8.3,
    votos: 800000,
    arg:
      'Amélie, una joven camarera de Montmartre, decide dedicarse a mejorar en ' +
      'secreto la vida de quienes la rodean, mientras se resiste a ocuparse de la ' +
      'suya. Hasta que un joven que colecciona fotografías rotas de fotomatón ' +
      'despierta su curiosidad.',
    pers: {
      d: [[466, 'Jean-Pierre Jeunet']],
      a: [
        [851582, 'Audrey Tautou'],
        [440913, 'Mathieu Kassovitz'],
        [null, 'Rufus'],
        [null, 'Lorella Cravotta'],
      ],
      w: [
        [null, 'Guillaume Laurant'],
        [466, 'Jean-Pierre Jeunet'],
      ],
      c: [
        [null, 'Yann Tiersen'],
        [null, 'Bruno Delbonnel'],
      ],
    },
    cols: { i250: 111, '1000p': 594 },
  },
  {
    imdb: 46268,
    nom: 'El salario del miedo',
    nomo: 'Le salaire de la peur',
    nomen: 'The Wages of Fear',
    anio: 1953,
    dura: 131,
    gens: ['AV', 'DR', 'SU'],
    rate: 8.1,
    votos: 70000,
    arg:
      'En un pueblo perdido de Sudamérica, cuatro hombres desesperados aceptan ' +
      'transportar en dos camiones un cargamento de nitroglicerina por carreteras ' +
      'infames. Cualquier bache puede hacer estallar la carga, pero la paga promete ' +
      'sacarlos de aquel lugar sin futuro.',
    pers: {
      d: [[167241, 'Henri-Georges Clouzot']],
      a: [
        [null, 'Yves Montand'],
        [null, 'Charles Vanel'],
        [null, 'Peter van Eyck'],
        [null, 'Folco Lulli'],
      ],
      w: [
        [167241, 'Henri-Georges Clouzot'],
        [null, 'Jérôme Géronimi'],
        [null, 'Georges Arnaud'],
      ],
      c: [
        [null, 'Georges Auric'],
        [null, 'Armand Thirard'],
      ],
    },
    cols: { i250: 207, '1000p': 341, crit: 36 },
  },
  {
    imdb: 50976,
    nom: 'El séptimo sello',
    nomo: 'Det sjunde inseglet',
    nomen: 'The Seventh Seal',
    anio: 1957,
    dura: 96,
    gens: ['DR', 'FN'],
    rate: 8.1,
    votos: 200000,
    arg:
      'Un caballero que regresa de las Cruzadas a una Suecia asolada por la peste se ' +
      'encuentra con la Muerte y le propone una partida de ajedrez. Mientras dura la ' +
      'partida, Antonius Block recorre el país con su escudero y se cruza con una ' +
      'familia de cómicos ambulantes.',
    pers: {
      d: [[5, 'Ingmar Bergman']],
      a: [
        [null, 'Gunnar Björnstrand'],
        [null, 'Bengt Ekerot'],
        [null, 'Nils Poppe'],
        [1884, 'Max von Sydow'],
        [null, 'Bibi Andersson'],
      ],
      w: [[5, 'Ingmar Bergman']],
      c: [
        [null, 'Erik Nordgren'],
        [null, 'Gunnar Fischer'],
      ],
    },
    cols: { i250: 222, '1000p': 84, crit: 11 },
  },
  {
    imdb: 22100,
    nom: 'M, el vampiro de Düsseldorf',
    nomo: 'M - Eine Stadt sucht einen Mörder',
    nomen: 'M',
    anio: 1931,
    dura: 117,
    gens: ['CR', 'MI', 'SU'],
    rate: 8.3,
    votos: 170000,
    arg:
      'Un asesino de niños aterroriza Berlín. Mientras la policía multiplica las ' +
      'redadas, los bajos fondos de la ciudad deciden darle caza por su cuenta.',
    pers: {
      d: [[485, 'Fritz Lang']],
      a: [
        [48, 'Peter Lorre'],
        [null, 'Ellen Widmann'],
        [null, 'Inge Landgut'],
        [null, 'Otto Wernicke'],
      ],
      w: [
        [null, 'Thea von Harbou'],
        [485, 'Fritz Lang'],
      ],
      c: [[null, 'Fritz Arno Wagner']],
    },
    cols: { i250: 107, '1000p': 55, crit: 30 },
  },
  {
    imdb: 41959,
    nom: 'El tercer hombre',
    nomo: 'The Third Man',
    nomen: 'The Third Man',
    anio: 1949,
    dura: 104,
    gens: ['MI', 'NE', 'SU'],
    rate: 8.1,
    votos: 190000,
    arg:
      'Holly Martins, autor de novelas del Oeste, llega a la Viena ocupada de la ' +
      'posguerra para reunirse con su amigo Harry Lime y descubre que acaba de morir ' +
      'en circunstancias extrañas. Sus preguntas sobre el accidente lo llevan por los ' +
      'rincones de una ciudad dividida en sectores, donde el mercado negro lo tiñe ' +
      'todo.',
    pers: {
      d: [[715346, 'Carol Reed']],
      a: [
        [1072, 'Joseph Cotten'],
        [null, 'Alida Valli'],
        [80, 'Orson Welles'],
        [null, 'Trevor Howard'],
      ],
      w: [[null, 'Graham Greene']],
      c: [
        [null, 'Anton Karas'],
        [null, 'Robert Krasker'],
      ],
    },
    cols: { i250: 215, '1000p': 54, crit: 64 },
  },
  {
    imdb: 405094,
    nom: 'La vida de los otros',
    nomo: 'Das Leben der Anderen',
    nomen: 'The Lives of Others',
    anio: 2006,
    dura: 137,
    gens: ['DR', 'MI', 'SU'],
    rate: 8.4,
    votos: 420000,
    arg:
      'En el Berlín Este de 1984, un capitán de la Stasi recibe la orden de espiar ' +
      'a un dramaturgo y a su pareja, una actriz. La vigilancia acaba ' +
      'transformándolo.',
    pers: {
      d: [[3697, 'Florian Henckel von Donnersmarck']],
      a: [
        [null, 'Martina Gedeck'],
        [null, 'Ulrich Mühe'],
        [null, 'Sebastian Koch'],
        [null, 'Ulrich Tukur'],
      ],
      w: [[3697, 'Florian Henckel von Donnersmarck']],
      c: [
        [null, 'Gabriel Yared'],
        [null, 'Stéphane Moucha'],
        [null, 'Hagen Bogdanski'],
      ],
    },
    cols: { i250: 61, '1000p': 531 },
  },
  ...HOLLYWOOD_FILMS,
  ...WORLD_FILMS,
  ...HISPANIC_FILMS,
];
