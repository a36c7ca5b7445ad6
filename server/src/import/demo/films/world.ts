import type { DemoFilm } from '../types.js';

/**
 * World classics and recent films not directed from Spain or Latin America, with the same
 * conventions as FAMOUS_FILMS. Every person id was found paired with the name in public IMDb
 * data before it was written here.
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
];
