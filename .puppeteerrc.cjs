// Marquee drives the system Chromium (/usr/bin/chromium); never download a browser.
module.exports = { skipDownload: true };
