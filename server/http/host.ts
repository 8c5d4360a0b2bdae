/** The longest Host header accepted (a DNS name is at most 253 characters, plus the port). */
const maxHostLength = 260;

function isRegNameChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || // a-z
    (code >= 65 && code <= 90) || // A-Z
    (code >= 48 && code <= 57) || // 0-9
    code === 45 || // -
    code === 46 || // .
    code === 95 // _
  );
}

function isIpv6Char(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 97 && code <= 102) ||
    (code >= 65 && code <= 70) ||
    code === 58 ||
    code === 46
  );
}

/**
 * A Host header a URL can be built from: a name (letters, digits, `-`, `.`, `_`) or a bracketed IPv6
 * address, optionally a port of 1–65535. Checked character by character, in linear time.
 */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > maxHostLength) return false;
  let index = 0;
  if (host.charCodeAt(0) === 91) {
    const close = host.indexOf("]");
    if (close < 3) return false;
    for (index = 1; index < close; index += 1) if (!isIpv6Char(host.charCodeAt(index))) return false;
    index = close + 1;
  } else {
    while (index < host.length && isRegNameChar(host.charCodeAt(index))) index += 1;
    if (index === 0) return false;
  }
  if (index === host.length) return hostParses(host);
  if (host.charCodeAt(index) !== 58) return false;
  const port = host.slice(index + 1);
  if (port.length < 1 || port.length > 5) return false;
  for (let i = 0; i < port.length; i += 1) {
    const code = port.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  const number = Number(port);
  return number >= 1 && number <= 65535 && hostParses(host);
}

function hostParses(host: string): boolean {
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}
