/** Format rules shared by the form (client) and the mock backend (server). */

/** http(s) URLs, or a path on the console's own host (demo media is served locally). */
export const URL_RE = /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s/\\][^\s]*)$/i;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const COLOR_RE = /^#[0-9a-fA-F]{6}$/;
