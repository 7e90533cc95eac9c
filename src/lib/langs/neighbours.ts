/**
 * Languages nobody translates the rules into here yet, whose texts must not be taken for one that
 * is read: their function words let detection answer "cannot tell" rather than a wrong guess, and
 * their example labels are read as labels, never as text. Moving one into the registry (a module of
 * its own) makes it a language the project reads.
 */
export interface Neighbour {
  code: string;
  detectionWords: readonly string[];
  exampleLabels: readonly string[];
}

export const NEIGHBOURS: readonly Neighbour[] = [
  {
    code: 'fr',
    detectionWords:
      'le la les des du et est une un pour dans qui que sur pas au aux ce cette sont avec ou peut vous'.split(' '),
    exampleLabels: ['Exemple', 'Exemples'],
  },
  {
    code: 'de',
    detectionWords: 'der die das und ist nicht ein eine zu den von mit sich des auf für im dem auch wird'.split(' '),
    exampleLabels: ['Beispiel', 'Beispiele'],
  },
  {
    code: 'pt',
    detectionWords: 'o os as de da do das dos que e em um uma para com não é se por ao mais'.split(' '),
    exampleLabels: ['Exemplo', 'Exemplos'],
  },
  {
    code: 'it',
    detectionWords: 'il lo la gli le di del della che e è un una per con non si da al nel'.split(' '),
    exampleLabels: ['Esempio', 'Esempi'],
  },
  { code: 'pl', detectionWords: [], exampleLabels: ['Przykład'] },
];
