import { encoderFor, termsOf, tokensOf } from '../src/lib/search/encoders.js';
console.log(encoderFor('en').encode("Copies copied copy 100 110 missing 707.10a Trample Clone's Dandân"));
console.log(termsOf("Copies copied copy 100 110 missing 707.10a Trample Clone's Dandân", 'en'));
console.log(encoderFor('es').encode('daño dano hechizo hechizos Hechizos acción acciones'));
console.log(encoderFor('ru').encode('удар удара ударом Ёлка ёлка копия копировать Oборотень йод Emerald Charm заклинания заклинание'));
console.log(tokensOf('Копия заклинания, «Швырок».', 'ru'));
