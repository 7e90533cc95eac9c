/**
 * Triggered abilities and returning what left the battlefield (./features.ts), as one chunk for
 * the site: cards return things from triggered abilities (leaves-the-battlefield, undying).
 */
import './returns.js';
import './triggered.js';
