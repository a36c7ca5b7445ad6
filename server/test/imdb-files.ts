/**
 * The columns of IMDb's dataset files as IMDb writes them (more than the importer reads), for
 * the tests' and the import bench's generated files.
 */
export const IMDB_FILE_HEADERS = {
  basics: [
    'tconst',
    'titleType',
    'primaryTitle',
    'originalTitle',
    'isAdult',
    'startYear',
    'endYear',
    'runtimeMinutes',
    'genres',
  ],
  akas: [
    'titleId',
    'ordering',
    'title',
    'region',
    'language',
    'types',
    'attributes',
    'isOriginalTitle',
  ],
  ratings: ['tconst', 'averageRating', 'numVotes'],
  principals: ['tconst', 'ordering', 'nconst', 'category', 'job', 'characters'],
  names: ['nconst', 'primaryName', 'birthYear', 'deathYear', 'primaryProfession', 'knownForTitles'],
} as const;
