/** A report thread entry that never answers, as a report over a huge window would not for a long while. */
setInterval(() => {}, 60_000);
