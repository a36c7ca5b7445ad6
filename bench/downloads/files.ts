/** The two files the benchmark puts at the root of the demo disk `disco1`. */
export const BIG_NAME = 'Película de prueba – 1 GiB (bench).mkv';
export const SMALL_NAME = 'Progreso (bench).mkv';
