/** The search box's words in the three site languages (overridable per mount). */
export interface SearchLabels {
  /** Short enough for a phone's width (390 px). */
  placeholder: string;
  /** The "/" key, said where a pointer hovers the box (and to assistive technology by aria-keyshortcuts). */
  shortcut: string;
  /** Accessible name of the box. */
  label: string;
  loading: string;
  empty: string;
  error: string;
  count: (n: number) => string;
  /** On the results page, when more rules match than are shown. */
  countOf: (shown: number, total: number) => string;
  /** The results page's button that lists the next page of results. */
  more: string;
  /** Shown beside a result whose text is in another language. */
  fallback: (lang: string) => string;
  formerly: (number: string) => string;
  /** Beside a result found through a glossary term that its snippet does not show. */
  glossary: (term: string) => string;
}

const NAMES: Record<string, Record<string, string>> = {
  en: { en: 'English', es: 'Spanish', ru: 'Russian' },
  es: { en: 'inglés', es: 'español', ru: 'ruso' },
  ru: { en: 'английский', es: 'испанский', ru: 'русский' },
};

export const LABELS: Record<string, SearchLabels> = {
  en: {
    placeholder: 'Rule number or words',
    shortcut: 'Press / to search from any page',
    label: 'Search the rules',
    loading: 'Loading the search index…',
    empty: 'No rules found',
    error: 'Search is unavailable',
    count: (n) => (n === 1 ? '1 rule' : `${n} rules`),
    countOf: (shown, total) => `${shown} of ${total} rules`,
    more: 'Show more results',
    fallback: (l) => `text in ${NAMES.en![l] ?? l}`,
    formerly: (n) => `formerly ${n}`,
    glossary: (t) => `glossary: ${t}`,
  },
  es: {
    placeholder: 'Número de regla o palabras',
    shortcut: 'Pulsa / para buscar desde cualquier página',
    label: 'Buscar en las reglas',
    loading: 'Cargando el índice de búsqueda…',
    empty: 'No se encontraron reglas',
    error: 'La búsqueda no está disponible',
    count: (n) => (n === 1 ? '1 regla' : `${n} reglas`),
    countOf: (shown, total) => `${shown} de ${total} reglas`,
    more: 'Mostrar más resultados',
    fallback: (l) => `texto en ${NAMES.es![l] ?? l}`,
    formerly: (n) => `antes ${n}`,
    glossary: (t) => `glosario: ${t}`,
  },
  ru: {
    placeholder: 'Номер правила или слова',
    shortcut: 'Нажмите /, чтобы искать с любой страницы',
    label: 'Поиск по правилам',
    loading: 'Загрузка поискового индекса…',
    empty: 'Правила не найдены',
    error: 'Поиск недоступен',
    count: (n) => `Найдено правил: ${n}`,
    countOf: (shown, total) => `Найдено правил: ${total}, показаны первые ${shown}`,
    more: 'Показать ещё',
    fallback: (l) => `текст: ${NAMES.ru![l] ?? l}`,
    formerly: (n) => `ранее ${n}`,
    glossary: (t) => `глоссарий: ${t}`,
  },
};

export function labelsFor(lang: string, overrides: Partial<SearchLabels> = {}): SearchLabels {
  return { ...(LABELS[lang] ?? LABELS.en!), ...overrides };
}
