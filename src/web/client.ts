/** The one API client of the page: the typed `rolltape/client`, talking to the page's own origin. */
import { RolltapeClient } from '../client/index.js';

export const client = new RolltapeClient();
