import Testing

/// The whole `--help` text of every command, as a person reads it.
enum HelpTexts {
  static let all: [(path: [String], text: String)] = [
    (
      [],
      """
      OVERVIEW: Keep a private daily mood journal and share it as a picture

      USAGE: mood <subcommand> [options]

      Your data stays on this machine, in one SQLite file.

      OPTIONS:
        --version      Show the version
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      SUBCOMMANDS:
        log          Log the score, words, tags and reason of a day
        show         Show the entry of a day
        list         List the entries of a range of days
        delete       Delete the entry of a day
        stats        Show the numbers of a range of days: scores, streaks, words,
                     habits
        chart        Draw a chart of a range of days (PNG, SVG or PDF)
        report       Write a multi-page PDF report of a range of days
        card         Draw a day's entry as a card to share (PNG, SVG or PDF)
        batch        Draw the card of every logged day of a month, on all cores
        serve        Serve the private web app: check in, share cards, see charts
        habit        Add, record and manage habits
        sessions     Record the days of therapy sessions, to report since the last
        words        List the mood words, or add, rename and delete your own
        devices      List, revoke and rename the phones paired to this computer
        lock         Lock the web app with a PIN or passphrase, and passkeys
        sync         Keep this journal the same on your computers through a synced
                     folder
        remind       Remind you to log today, when you have not yet
        config       Save your language, theme, size, week start, time zone and
                     reminder
        export       Write every entry, habit and word to a JSON backup or CSV
        import       Add the entries of a backup or export, MoodCard's or another
                     app's
        backup       Copy the store to a file, safely even while it is in use
        restore      Replace the store with a backup made by `mood backup`
        completions  Print the completion script for bash, zsh or fish

        See 'mood <subcommand> --help' for more.

      """
    ),
    (
      ["log"],
      """
      OVERVIEW: Log the score, words, tags and reason of a day

      USAGE: mood log SCORE [options]

      Logging a day that has an entry updates it; a day never has two entries. Options
      left out keep the day's earlier words, tags and reason; give an empty value to
      clear one. --discuss marks the entry to talk about at the next session (see
      `mood sessions`) and --no-discuss clears the mark; without either the mark stays
      as it was.
      Example: mood log 7 --words calm,grateful --tags work --reason "Long walk by the
      river"

      ARGUMENTS:
        SCORE  A whole number from 1 (worst) to 10 (best)

      OPTIONS:
        --words W,W    Mood words, by English or Chinese name (see `mood words`)
        --tags T,T     Context tags, separated by commas
        --reason TEXT  One line on why, at most 500 characters
        --discuss      Mark the entry to talk about at the next session
        --no-discuss   Clear the entry's mark to discuss
        --date DAY     The day: YYYY-MM-DD, today or yesterday (default: today)
        --tz ZONE      The time zone of today and of the entry (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["show"],
      """
      OVERVIEW: Show the entry of a day

      USAGE: mood show [DAY] [options]

      ARGUMENTS:
        DAY  YYYY-MM-DD, today or yesterday (default: today)

      OPTIONS:
        --json         Print the entry as one JSON object, for scripts
        --tz ZONE      The time zone that decides today (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["list"],
      """
      OVERVIEW: List the entries of a range of days

      USAGE: mood list [options]

      Without a range, lists the last 30 days.

      RANGE OPTIONS:
        --days N         The last N days, ending today (1 to 3660)
        --from DAY       The first day of the range
        --to DAY         The last day of the range (default: today)
        --month YYYY-MM  A whole month
        --year YYYY      A whole year
        --all            All entries, from the first logged day through today

      OPTIONS:
        --json           Print one JSON array of entries, for scripts
        --tz ZONE        The time zone that decides today (default: the system's)
        --store PATH     Use the store at PATH (default: $MOODCARD_STORE or
                         ~/.local/share)
        --locale LANG    The language: en or zh-Hans, with a region if you like
                         (en-US)
        -h, --help       Show help for this command

      """
    ),
    (
      ["delete"],
      """
      OVERVIEW: Delete the entry of a day

      USAGE: mood delete DAY [options]

      ARGUMENTS:
        DAY  YYYY-MM-DD, today or yesterday

      OPTIONS:
        -y, --yes      Delete without asking
        --tz ZONE      The time zone that decides today (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["stats"],
      """
      OVERVIEW: Show the numbers of a range of days: scores, streaks, words, habits

      USAGE: mood stats [options]

      Without a range, covers the last 30 days. Only counts, averages and rates.
      Streaks count the range's days only, as the report does: the longest streak is
      the longest run of logged days within the range; the current streak reaches
      today, or yesterday while today is not logged yet. By weekday gives each
      weekday's mean; With and without sets the mean of the days with each tag, word
      and habit beside the other days' (only those with 3 days or more on each side):
      associations in your own record, not causes.
      Example: mood stats --month 2026-11 --json

      RANGE OPTIONS:
        --days N         The last N days, ending today (1 to 3660)
        --from DAY       The first day of the range
        --to DAY         The last day of the range (default: today)
        --month YYYY-MM  A whole month
        --year YYYY      A whole year
        --all            All entries, from the first logged day through today

      OPTIONS:
        --archived       Include archived habits
        --json           Print one JSON object, for scripts
        --tz ZONE        The time zone that decides today (default: the system's)
        --store PATH     Use the store at PATH (default: $MOODCARD_STORE or
                         ~/.local/share)
        --locale LANG    The language: en or zh-Hans, with a region if you like
                         (en-US)
        -h, --help       Show help for this command

      """
    ),
    (
      ["chart"],
      """
      OVERVIEW: Draw a chart of a range of days (PNG, SVG or PDF)

      USAGE: mood chart KIND [options]

      KIND is line (each day's score), days (a bar per day, up to 92 days), words,
      tags, scores (how many days had each score), weekdays (the mean score of each
      weekday), patterns (the mean score of the days with each tag, word and habit
      against the days without it), habits (how often each was done) or calendar (a
      month coloured by score; with --year, the whole year in pixels). Without a range
      a chart covers the last 30 days, and the calendar the current month (a range
      across months draws each month it touches). The format follows the file's
      extension unless --format says otherwise. Without -o the chart goes to
      mood-KIND-FROM-TO.png (or .svg, .pdf) in the current folder; `-o -` writes it to
      standard output. Charts show counts, averages and rates only.
      Example: mood chart line --days 7 --average --theme dark -o week.png

      ARGUMENTS:
        KIND  line, days, words, tags, scores, weekdays, patterns, habits or calendar

      RANGE OPTIONS:
        --days N           The last N days, ending today (1 to 366)
        --from DAY         The first day of the range
        --to DAY           The last day of the range (default: today)
        --month YYYY-MM    A whole month
        --year YYYY        A whole year
        --all              All entries, from the first logged day through today

      OUTPUT OPTIONS:
        -o, --output FILE  The file to write, or - for standard output
        --format FORMAT    png, svg or pdf (default: from the file name, else png)
        --copy             Put the picture on the clipboard; with -o, also write the
                           file

      OPTIONS:
        --theme THEME      light (default) or dark
        --width W          The width in pixels, 320 to 4000 (default: by kind)
        --height H         The height in pixels, 320 to 4000 (default: by kind)
        --average          line: add the 7-day moving average (always on from 60 days)
        --limit N          words, tags: the most bars; patterns: of each kind; 1 to 30
                           (default: 10)
        --archived         habits, patterns: include archived habits
        --alt              Print the picture's alt text and write no file
        --tz ZONE          The time zone that decides today (default: the system's)
        --store PATH       Use the store at PATH (default: $MOODCARD_STORE or
                           ~/.local/share)
        --locale LANG      The language: en or zh-Hans, with a region if you like
                           (en-US)
        -h, --help         Show help for this command

      """
    ),
    (
      ["report"],
      """
      OVERVIEW: Write a multi-page PDF report of a range of days

      USAGE: mood report [options]

      The first page is a summary to read in two minutes: the days logged, the mean,
      the lowest and highest and the days at 3 or lower; the score line with its 7-day
      average and each week's mean; the most chosen words and tags; the three largest
      with-and-without differences, as counts; the habits' rates; and the entries
      marked with `mood log --discuss`. An appendix follows: the charts of `mood
      chart` and a table of every entry with its reason. It shows numbers and labels
      only. Without a range it covers the last 30 days. Without -o it goes to
      mood-report-FROM-TO.pdf in the current folder; `-o -` writes it to standard
      output.
      With --since-session it covers the days after the last session recorded with
      `mood sessions add` through today, and its heading names that session.
      Example: mood report --month 2026-11 --paper letter --redact-reasons -o
      november.pdf

      RANGE OPTIONS:
        --days N           The last N days, ending today (1 to 366)
        --from DAY         The first day of the range
        --to DAY           The last day of the range (default: today)
        --month YYYY-MM    A whole month
        --year YYYY        A whole year
        --all              All entries, from the first logged day through today

      OUTPUT OPTIONS:
        -o, --output FILE  The file to write, or - for standard output
        --copy             Put the picture on the clipboard; with -o, also write the
                           file

      OPTIONS:
        --since-session    Cover the days after the last session (`mood sessions`)
                           through today, instead of a range
        --paper PAPER      a4 (default) or letter
        --redact-reasons   Leave every reason out, to share the numbers only
        --tz ZONE          The time zone that decides today (default: the system's)
        --store PATH       Use the store at PATH (default: $MOODCARD_STORE or
                           ~/.local/share)
        --locale LANG      The language: en or zh-Hans, with a region if you like
                           (en-US)
        -h, --help         Show help for this command

      """
    ),
    (
      ["card"],
      """
      OVERVIEW: Draw a day's entry as a card to share (PNG, SVG or PDF)

      USAGE: mood card [DAY] [options]

      The format follows the file's extension unless --format says otherwise. Without
      -o the card goes to mood-YYYY-MM-DD.png (or .svg, .pdf) in the current folder;
      `-o -` writes it to standard output; --copy puts it on the clipboard instead.
      Leave out what you keep to yourself with --no-reason, --no-words and --no-tags,
      and the footer with --no-footer.
      Example: mood card yesterday --size story --theme dark -o today.png

      ARGUMENTS:
        DAY  YYYY-MM-DD, today or yesterday (default: today)

      OUTPUT OPTIONS:
        -o, --output FILE  The file to write, or - for standard output
        --format FORMAT    png, svg or pdf (default: from the file name, else png)
        --copy             Put the picture on the clipboard; with -o, also write the
                           file

      CARD OPTIONS:
        --size SIZE        portrait (1080x1350, default), square (1080²) or story
                           (1080x1920)
        --theme THEME      light (default) or dark
        --scale N          Pixels per card unit, 1 to 4, for sharper pictures
                           (default: 1)
        --no-reason        Leave the reason off the card
        --no-words         Leave the mood words off the card
        --no-tags          Leave the tags off the card
        --no-footer        Leave the footer naming the app off the card
        --habits           Show the habits done that day

      OPTIONS:
        --alt              Print the picture's alt text and write no file
        --tz ZONE          The time zone that decides today (default: the system's)
        --store PATH       Use the store at PATH (default: $MOODCARD_STORE or
                           ~/.local/share)
        --locale LANG      The language: en or zh-Hans, with a region if you like
                           (en-US)
        -h, --help         Show help for this command

      """
    ),
    (
      ["batch"],
      """
      OVERVIEW: Draw the card of every logged day of a month, on all cores

      USAGE: mood batch [options]

      Cards go to DIR (default: mood-YYYY-MM, or mood-FROM-TO for another range) as
      YYYY-MM-DD.png (or .svg, .pdf), each written whole or not at all. A run again
      skips the cards that are up to date with their entry and the options (recorded
      in the folder's .mood-batch.json); --force draws them all. Ctrl-C stops after
      the cards in hand and exits 130. A range without entries exits 66. Without a
      range: the current month.
      Example: mood batch --month 2026-11 --theme dark --sheet

      RANGE OPTIONS:
        --days N           The last N days, ending today (1 to 366)
        --from DAY         The first day of the range
        --to DAY           The last day of the range (default: today)
        --month YYYY-MM    A whole month
        --year YYYY        A whole year

      CARD OPTIONS:
        --size SIZE        portrait (1080x1350, default), square (1080²) or story
                           (1080x1920)
        --theme THEME      light (default) or dark
        --scale N          Pixels per card unit, 1 to 4, for sharper pictures
                           (default: 1)
        --no-reason        Leave the reason off the card
        --no-words         Leave the mood words off the card
        --no-tags          Leave the tags off the card
        --no-footer        Leave the footer naming the app off the card
        --habits           Show the habits done that day

      OPTIONS:
        -o, --output DIR   The folder for the cards (created if missing)
        --jobs N           Cards drawn at once (default: the number of cores)
        --format FORMAT    png (default), svg or pdf
        --sheet            Also draw the range on one calendar sheet of thumbnails
        --sheet-size SIZE  The sheet's page (implies --sheet): a4 (default), letter
                           (both 300 dpi) or social (1080x1350)
        --force            Draw every card, also those that are up to date
        --quiet            Show no progress
        --tz ZONE          The time zone that decides today (default: the system's)
        --store PATH       Use the store at PATH (default: $MOODCARD_STORE or
                           ~/.local/share)
        --locale LANG      The language: en or zh-Hans, with a region if you like
                           (en-US)
        -h, --help         Show help for this command

      """
    ),
    (
      ["serve"],
      """
      OVERVIEW: Serve the private web app: check in, share cards, see charts

      USAGE: mood serve [options]

      Listens on 127.0.0.1 and prints the address to open, with a token that is new at
      every start; the page swaps it for a session cookie. The address opens the app
      once, or any number of times in the first minute; `mood serve --url` gives a new
      one. Ctrl-C stops it. With --phone it also serves HTTPS on each home-network
      address, with a certificate from MoodCard's own small certificate authority, and
      prints how to pair a phone. Plain HTTP is served on 127.0.0.1 and ::1 only.
      Example: mood serve --phone

      OPTIONS:
        --port N       The port, or 0 for any free one (default: 8787)
        --open         Open the address in the browser (xdg-open)
        --url          Print a new address of the web app that runs for you, and exit
                       (with --open: open it)
        --phone        Also serve HTTPS on each home-network address, for a paired
                       phone
        --listen ADDR  Serve HTTPS for phones on ADDR (127.0.0.1 or ::1: plain HTTP
                       there alone; 0.0.0.0: every home-network address)
        --tz ZONE      The time zone of today and of new entries (default: the
                       system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["habit"],
      """
      OVERVIEW: Add, record and manage habits

      USAGE: mood habit <subcommand> [options]

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      SUBCOMMANDS:
        add        Add a habit
        list       List habits and whether each is done today
        done       Record a habit as done on a day
        undo       Record a habit as not done on a day
        archive    Hide a habit from today's list, keeping its history
        unarchive  Bring back an archived habit
        rename     Rename a habit, keeping its history
        delete     Delete a habit and its whole history

        See 'mood habit <subcommand> --help' for more.

      """
    ),
    (
      ["habit", "add"],
      """
      OVERVIEW: Add a habit

      USAGE: mood habit add NAME [options]

      ARGUMENTS:
        NAME  The habit's name, unique ignoring case

      OPTIONS:
        --icon EMOJI   One emoji shown beside the name
        --color HEX    The colour in charts, #RRGGBB (default: the next of six)
        --tz ZONE      The time zone that decides today (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["habit", "list"],
      """
      OVERVIEW: List habits and whether each is done today

      USAGE: mood habit list [options]

      OPTIONS:
        --all          Include archived habits
        --date DAY     Show the record of this day instead of today
        --tz ZONE      The time zone that decides today (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["habit", "done"],
      """
      OVERVIEW: Record a habit as done on a day

      USAGE: mood habit done NAME [options]

      ARGUMENTS:
        NAME  The habit's name

      OPTIONS:
        --date DAY     The day: YYYY-MM-DD, today or yesterday (default: today)
        --tz ZONE      The time zone that decides today (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["habit", "undo"],
      """
      OVERVIEW: Record a habit as not done on a day

      USAGE: mood habit undo NAME [options]

      ARGUMENTS:
        NAME  The habit's name

      OPTIONS:
        --date DAY     The day: YYYY-MM-DD, today or yesterday (default: today)
        --tz ZONE      The time zone that decides today (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["habit", "archive"],
      """
      OVERVIEW: Hide a habit from today's list, keeping its history

      USAGE: mood habit archive NAME [options]

      ARGUMENTS:
        NAME  The habit's name

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["habit", "unarchive"],
      """
      OVERVIEW: Bring back an archived habit

      USAGE: mood habit unarchive NAME [options]

      ARGUMENTS:
        NAME  The habit's name

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["habit", "rename"],
      """
      OVERVIEW: Rename a habit, keeping its history

      USAGE: mood habit rename OLD NEW [options]

      ARGUMENTS:
        OLD  The habit's name now
        NEW  Its new name

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["habit", "delete"],
      """
      OVERVIEW: Delete a habit and its whole history

      USAGE: mood habit delete NAME [options]

      To hide a habit and keep its history, use `mood habit archive` instead.

      ARGUMENTS:
        NAME  The habit's name

      OPTIONS:
        -y, --yes      Delete without asking
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["sessions"],
      """
      OVERVIEW: Record the days of therapy sessions, to report since the last

      USAGE: mood sessions <subcommand> [options]

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      SUBCOMMANDS:
        add     Record the day of a therapy session
        list    List the recorded sessions, oldest first
        delete  Delete a recorded session

        See 'mood sessions <subcommand> --help' for more.

      """
    ),
    (
      ["sessions", "add"],
      """
      OVERVIEW: Record the day of a therapy session

      USAGE: mood sessions add [DAY] [options]

      A day recorded already stays as it is. `mood report --since-session` covers the
      days after the last session through today.
      Example: mood sessions add 2026-11-20

      ARGUMENTS:
        DAY  YYYY-MM-DD, today or yesterday (default: today)

      OPTIONS:
        --tz ZONE      The time zone that decides today (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["sessions", "list"],
      """
      OVERVIEW: List the recorded sessions, oldest first

      USAGE: mood sessions list [options]

      OPTIONS:
        --json         Print one JSON array of sessions, for scripts
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["sessions", "delete"],
      """
      OVERVIEW: Delete a recorded session

      USAGE: mood sessions delete DAY [options]

      ARGUMENTS:
        DAY  YYYY-MM-DD, today or yesterday

      OPTIONS:
        --tz ZONE      The time zone that decides today (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["sync"],
      """
      OVERVIEW: Keep this journal the same on your computers through a synced folder

      USAGE: mood sync <subcommand> [options]

      Without a subcommand, syncs now. Start with mood sync init FOLDER on one
      computer, then mood sync join FOLDER on each other one, where FOLDER is a folder
      Syncthing, Nextcloud or a USB stick carries between them. The folder holds only
      files encrypted to the journal's key; the store itself never goes into it.

      OPTIONS:
        --install      Sync every 15 minutes without a running server (a systemd user
                       timer, else a crontab line)
        --uninstall    Remove the timer --install set up
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      SUBCOMMANDS:
        now        Exchange changes with your other computers through the folder now
        init       Start syncing this journal through FOLDER, and make its key
        join       Join the journal that syncs through FOLDER, with its key
        status     Show the computers, the last change from each, what waits,
                   conflicts
        conflicts  List the values that lost a concurrent edit, and restore one
        forget     Retire a computer you no longer use: stop keeping batches for it

        See 'mood sync <subcommand> --help' for more.

      """
    ),
    (
      ["sync", "now"],
      """
      OVERVIEW: Exchange changes with your other computers through the folder now

      USAGE: mood sync now [options]

      OPTIONS:
        --install      Sync every 15 minutes without a running server (a systemd user
                       timer, else a crontab line)
        --uninstall    Remove the timer --install set up
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["sync", "init"],
      """
      OVERVIEW: Start syncing this journal through FOLDER, and make its key

      USAGE: mood sync init FOLDER [options]

      Makes the journal's sync key, records the whole journal and writes it,
      encrypted, into FOLDER (which must exist). The key is shown once, as an age
      identity, or written to --key-file FILE (mode 0600); bring it to each other
      computer and run mood sync join FOLDER --key-file FILE there. The key and this
      computer's name are kept in ~/.local/state/moodcard, never in the store.

      ARGUMENTS:
        FOLDER  The folder Syncthing, Nextcloud or a USB stick carries between your
                computers

      OPTIONS:
        --name NAME      This computer's name in the folder: letters, digits, - and _
                         (default: the host's name)
        --key-file FILE  Write the key to FILE (a new file, mode 0600) instead of
                         showing it
        --store PATH     Use the store at PATH (default: $MOODCARD_STORE or
                         ~/.local/share)
        --locale LANG    The language: en or zh-Hans, with a region if you like
                         (en-US)
        -h, --help       Show help for this command

      """
    ),
    (
      ["sync", "join"],
      """
      OVERVIEW: Join the journal that syncs through FOLDER, with its key

      USAGE: mood sync join FOLDER [options]

      Needs the journal's sync key, which mood sync init showed or wrote: from
      --key-file FILE, from standard input, or typed (pasted) when asked on a
      terminal. This journal's own entries are kept and merged with the others' field
      by field: the same day on both computers keeps each field's latest value, and
      the other value is listed by mood sync conflicts.

      ARGUMENTS:
        FOLDER  The folder Syncthing, Nextcloud or a USB stick carries between your
                computers

      OPTIONS:
        --key-file FILE  Read the journal's key from FILE (as mood sync init wrote it)
        --name NAME      This computer's name in the folder: letters, digits, - and _
                         (default: the host's name)
        --store PATH     Use the store at PATH (default: $MOODCARD_STORE or
                         ~/.local/share)
        --locale LANG    The language: en or zh-Hans, with a region if you like
                         (en-US)
        -h, --help       Show help for this command

      """
    ),
    (
      ["sync", "status"],
      """
      OVERVIEW: Show the computers, the last change from each, what waits, conflicts

      USAGE: mood sync status [options]

      OPTIONS:
        --json         Print one JSON object, for scripts
        --tz ZONE      The time zone the times are shown in (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["sync", "conflicts"],
      """
      OVERVIEW: List the values that lost a concurrent edit, and restore one

      USAGE: mood sync conflicts <subcommand> [options]

      When two computers changed the same field before either saw the other's change,
      the latest change shows and the other value is kept here. Without a subcommand,
      lists them.

      OPTIONS:
        --json         Print one JSON array, for scripts
        --tz ZONE      The time zone the times are shown in (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      SUBCOMMANDS:
        list     List the values that lost a concurrent edit on another computer
        restore  Bring back a value that lost: it becomes the latest change everywhere

        See 'mood sync conflicts <subcommand> --help' for more.

      """
    ),
    (
      ["sync", "conflicts", "list"],
      """
      OVERVIEW: List the values that lost a concurrent edit on another computer

      USAGE: mood sync conflicts list [options]

      OPTIONS:
        --json         Print one JSON array, for scripts
        --tz ZONE      The time zone the times are shown in (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["sync", "conflicts", "restore"],
      """
      OVERVIEW: Bring back a value that lost: it becomes the latest change everywhere

      USAGE: mood sync conflicts restore ITEM FIELD [options]

      ARGUMENTS:
        ITEM   The day (2026-11-29), or the thing as mood sync conflicts names it
        FIELD  The field: score, words, tags, reason, …

      OPTIONS:
        --from DEVICE  The computer whose value to restore, when several lost
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["sync", "forget"],
      """
      OVERVIEW: Retire a computer you no longer use: stop keeping batches for it

      USAGE: mood sync forget DEVICE [options]

      What the computer wrote stays: its values are merged into this journal and into
      its snapshots. This computer stops waiting for it before removing its own
      batches from the folder. Run it on each computer that stays. If the retired
      computer syncs again, its changes are still read.

      ARGUMENTS:
        DEVICE  The computer's name in the folder (mood sync status lists them)

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["devices"],
      """
      OVERVIEW: List, revoke and rename the phones paired to this computer

      USAGE: mood devices <subcommand> [options]

      Without a subcommand, lists the devices. Pair one with mood serve --phone.

      OPTIONS:
        --json         Print one JSON array of devices, for scripts
        --tz ZONE      The time zone the times are shown in (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      SUBCOMMANDS:
        list    List the paired devices and when each was last used
        revoke  End a device's pairing at once: its next request is refused
        rename  Give a paired device a new name

        See 'mood devices <subcommand> --help' for more.

      """
    ),
    (
      ["devices", "list"],
      """
      OVERVIEW: List the paired devices and when each was last used

      USAGE: mood devices list [options]

      OPTIONS:
        --json         Print one JSON array of devices, for scripts
        --tz ZONE      The time zone the times are shown in (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["devices", "revoke"],
      """
      OVERVIEW: End a device's pairing at once: its next request is refused

      USAGE: mood devices revoke DEVICE [options]

      ARGUMENTS:
        DEVICE  The device's name or id (mood devices lists them)

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["devices", "rename"],
      """
      OVERVIEW: Give a paired device a new name

      USAGE: mood devices rename DEVICE NEW [options]

      ARGUMENTS:
        DEVICE  The device's name or id (mood devices lists them)
        NEW     Its new name

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["words"],
      """
      OVERVIEW: List the mood words, or add, rename and delete your own

      USAGE: mood words <subcommand> [options]

      Without a subcommand, lists the words.

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      SUBCOMMANDS:
        list    List the mood words in English and Simplified Chinese
        add     Add a mood word of your own
        rename  Rename a mood word of your own, keeping it on its entries
        delete  Delete a mood word of your own that no entry has

        See 'mood words <subcommand> --help' for more.

      """
    ),
    (
      ["words", "list"],
      """
      OVERVIEW: List the mood words in English and Simplified Chinese

      USAGE: mood words list [options]

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["words", "add"],
      """
      OVERVIEW: Add a mood word of your own

      USAGE: mood words add NAME [options]

      ARGUMENTS:
        NAME  The English name, as it should be shown

      OPTIONS:
        --valence V    pleasant, neutral or unpleasant
        --zh NAME      The Simplified Chinese name
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["words", "rename"],
      """
      OVERVIEW: Rename a mood word of your own, keeping it on its entries

      USAGE: mood words rename WORD NAME [options]

      ARGUMENTS:
        WORD  Your word, by its English or Chinese name
        NAME  Its new English name, as it should be shown

      OPTIONS:
        --zh NAME      Its new Simplified Chinese name ("" for none); kept when left
                       out
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["words", "delete"],
      """
      OVERVIEW: Delete a mood word of your own that no entry has

      USAGE: mood words delete WORD [options]

      A word still on entries stays: take it off them first (`mood log`), or rename
      it.

      ARGUMENTS:
        WORD  Your word, by its English or Chinese name

      OPTIONS:
        -y, --yes      Delete without asking
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["lock"],
      """
      OVERVIEW: Lock the web app with a PIN or passphrase, and passkeys

      USAGE: mood lock <subcommand> [options]

      Without a subcommand, says whether the lock is on. The terminal is not locked:
      the computer account is its lock.

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      SUBCOMMANDS:
        status  Say whether the web app's lock is on
        set     Turn the web app's lock on, or change its PIN, passphrase or idle time
        off     Turn the web app's lock off (asks for its PIN or passphrase)
        reset   Remove a forgotten lock without its PIN (the journal is untouched)

        See 'mood lock <subcommand> --help' for more.

      """
    ),
    (
      ["lock", "status"],
      """
      OVERVIEW: Say whether the web app's lock is on

      USAGE: mood lock status [options]

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["lock", "set"],
      """
      OVERVIEW: Turn the web app's lock on, or change its PIN, passphrase or idle time

      USAGE: mood lock set [options]

      Asks for a PIN (at least 6 digits) or a passphrase (at least 8 characters)
      twice, unseen; changing a lock asks for the old one first. Without a terminal,
      reads them from standard input, one a line.

      OPTIONS:
        --idle WHEN    Lock again immediately (when hidden), or after 1, 5 or 15
                       minutes unused
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["lock", "off"],
      """
      OVERVIEW: Turn the web app's lock off (asks for its PIN or passphrase)

      USAGE: mood lock off [options]

      Forgot it? mood lock reset removes the lock without it.

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["lock", "reset"],
      """
      OVERVIEW: Remove a forgotten lock without its PIN (the journal is untouched)

      USAGE: mood lock reset [options]

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["remind"],
      """
      OVERVIEW: Remind you to log today, when you have not yet

      USAGE: mood remind [options]

      Prints nothing and exits 0 when today is logged. Otherwise prints a reminder and
      exits 1, so a script can tell. With --notify it also shows a desktop
      notification through notify-send.
      --install sets up a systemd user timer that runs `mood remind --notify` every
      day at --at (default: the saved reminder-time, else 20:30); without a systemd
      user session it prints the crontab line to add instead. --uninstall removes the
      timer.

      OPTIONS:
        --notify       Also send a desktop notification (needs notify-send, from
                       libnotify-bin)
        --install      Set up a daily reminder (a systemd user timer, else a crontab
                       line)
        --at HH:MM     --install: the time of day (default: reminder-time, else 20:30)
        --uninstall    Remove the daily reminder --install set up
        --tz ZONE      The time zone that decides today (default: the system's)
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["config"],
      """
      OVERVIEW: Save your language, theme, size, week start, time zone and reminder

      USAGE: mood config <subcommand> [options]

      Saved in $XDG_CONFIG_HOME/moodcard/config (default: ~/.config/moodcard/config),
      one key = value per line. An option on the command line wins over a saved value,
      which wins over the environment (LC_ALL, LC_MESSAGES, LANG, TZ).
      Keys: locale (en, zh-Hans, ...), theme (light, dark), size (portrait, square,
      story), week-start (monday, sunday), tz (Europe/London, ...), reminder-time
      (HH:MM).
      Example: mood config set locale zh-Hans

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      SUBCOMMANDS:
        set    Save a preference
        get    Print a saved preference; exit 1 when it is not set
        list   Print every saved preference as key = value
        unset  Forget a saved preference

        See 'mood config <subcommand> --help' for more.

      """
    ),
    (
      ["config", "set"],
      """
      OVERVIEW: Save a preference

      USAGE: mood config set KEY VALUE [options]

      ARGUMENTS:
        KEY    The preference
        VALUE  Its value

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["config", "get"],
      """
      OVERVIEW: Print a saved preference; exit 1 when it is not set

      USAGE: mood config get KEY [options]

      ARGUMENTS:
        KEY  The preference

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["config", "list"],
      """
      OVERVIEW: Print every saved preference as key = value

      USAGE: mood config list [options]

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["config", "unset"],
      """
      OVERVIEW: Forget a saved preference

      USAGE: mood config unset KEY [options]

      ARGUMENTS:
        KEY  The preference

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
    (
      ["export"],
      """
      OVERVIEW: Write every entry, habit and word to a JSON backup or CSV

      USAGE: mood export [options]

      JSON is a full backup that `mood import` reads back. CSV has one row per entry
      (or per habit completion with --habits), for spreadsheets; a range limits it to
      those days. Without -o the output goes to standard output. --encrypt writes an
      age file, which `mood import` and `age -d` read.
      Example: mood export --format csv --from 2026-01-01 -o mood-2026.csv --bom

      RANGE OPTIONS:
        --days N                The last N days, ending today (1 to 3660)
        --from DAY              The first day of the range
        --to DAY                The last day of the range (default: today)
        --month YYYY-MM         A whole month
        --year YYYY             A whole year
        --all                   All entries, from the first logged day through today

      OPTIONS:
        --format json|csv       The file format (default: json)
        -o, --output FILE       Write to FILE, or standard output for -
        --habits                CSV: write the habit completions instead of the
                                entries
        --bom                   CSV: start with a byte-order mark, for spreadsheets
                                that need one
        --tz ZONE               The time zone that decides today (default: the
                                system's)
        --encrypt               Encrypt in the age format, with a passphrase asked
                                twice (or the keys given)
        --recipient age1…       Encrypt for this age public key; may be given more
                                than once
        --recipients-file FILE  Encrypt for the age public keys in FILE, one a line
        --passphrase-file FILE  The passphrase: the first line of FILE, which must be
                                mode 0600
        --store PATH            Use the store at PATH (default: $MOODCARD_STORE or
                                ~/.local/share)
        --locale LANG           The language: en or zh-Hans, with a region if you like
                                (en-US)
        -h, --help              Show help for this command

      """
    ),
    (
      ["import"],
      """
      OVERVIEW: Add the entries of a backup or export, MoodCard's or another app's

      USAGE: mood import FILE [options]

      The whole file is read and checked before anything is written, then applied in
      one transaction. It may be a MoodCard JSON backup, a Daylio CSV export or backup
      (.daylio), a Pixels backup, a How We Feel or a Bearable export, Apple Health's
      export (export.zip or export.xml, its State of Mind) or Loop Habit Tracker's
      backup or CSV zip; the format is found from the content. --dry-run shows how
      another app's moods, labels, activities and goals will come over, and what will
      not. Daylio's moods score rad 9, good 7, meh 5, bad 3, awful 1; give other
      labels a score with --mood-map. Several check-ins on one day become one entry:
      the day's own value where the app has one, else the last score, all words and
      tags, and the notes in time order.
      An encrypted file (an age file, as `mood export --encrypt` writes) is decrypted
      in memory, with the passphrase (asked, or --passphrase-file) or the key of
      --identity.
      Example: mood import backup.daylio --tz Europe/London --dry-run

      ARGUMENTS:
        FILE  A backup or export of MoodCard or another app

      OPTIONS:
        --from APP                The file's format: moodcard, daylio-csv, daylio,
                                  pixels, how-we-feel, bearable, apple-health, loop
                                  (default: found from its content)
        --format json|daylio      The older spelling of --from moodcard|daylio-csv
        --dry-run                 Check the file and report what would change, writing
                                  nothing
        --on-conflict keep|replace|merge  Days already in the store (default: keep)
        --mood-map L=N,L=N        Daylio: scores 1-10 for mood labels, e.g. okay=6
        --tz ZONE                 The time zone of the file's times, and of the
                                  entries (default: the system's)
        --passphrase-file FILE    The passphrase: the first line of FILE, which must
                                  be mode 0600
        --identity FILE           Decrypt with the age secret keys in FILE (as
                                  age-keygen writes it)
        --store PATH              Use the store at PATH (default: $MOODCARD_STORE or
                                  ~/.local/share)
        --locale LANG             The language: en or zh-Hans, with a region if you
                                  like (en-US)
        -h, --help                Show help for this command

      """
    ),
    (
      ["backup"],
      """
      OVERVIEW: Copy the store to a file, safely even while it is in use

      USAGE: mood backup [FILE] [options]

      Uses SQLite's online backup API: the copy is one consistent snapshot even while
      another process writes. The file is written beside FILE and renamed into place
      when complete. With --encrypt (or keys given) it is an age file, sealed in
      memory: `mood restore` or `age -d` opens it.
      With --to FOLDER it writes moodcard-YYYY-MM-DD.sqlite (.sqlite.age when
      encrypted; today, replaced by a second run the same day) and removes all but the
      newest --keep of the files so named; it touches no other file, and never creates
      FOLDER: a missing folder (a disk not connected) is an error.
      --install sets up a systemd user timer that makes such a backup every day
      (--uninstall removes it); --status says what the last one did.

      ARGUMENTS:
        FILE  Where to write the copy (replaced if it exists)

      OPTIONS:
        --to FOLDER             Write a dated backup into FOLDER and keep the newest
                                --keep
        --keep N                --to: how many dated backups to keep (default: 14)
        --notify                --to: when the backup fails, also send a desktop
                                notification (notify-send)
        --install               Set up a daily backup --to FOLDER (a systemd user
                                timer, else a crontab line)
        --uninstall             Remove the daily backup --install set up
        --status                Say when the last backup --to a folder was made,
                                where, and if it failed
        --json                  --status: print one JSON object, for scripts
        --encrypt               Encrypt in the age format, with a passphrase asked
                                twice (or the keys given)
        --recipient age1…       Encrypt for this age public key; may be given more
                                than once
        --recipients-file FILE  Encrypt for the age public keys in FILE, one a line
        --passphrase-file FILE  The passphrase: the first line of FILE, which must be
                                mode 0600
        --store PATH            Use the store at PATH (default: $MOODCARD_STORE or
                                ~/.local/share)
        --locale LANG           The language: en or zh-Hans, with a region if you like
                                (en-US)
        -h, --help              Show help for this command

      """
    ),
    (
      ["restore"],
      """
      OVERVIEW: Replace the store with a backup made by `mood backup`

      USAGE: mood restore FILE [options]

      The file is checked first (SQLite's integrity check, that it is a MoodCard
      store, its schema version); the current store is then kept beside it as
      STORE.<time>.bak. An encrypted backup (an age file) is decrypted in memory,
      never on the disk: with the passphrase (asked, or --passphrase-file) or the
      secret key of --identity.

      ARGUMENTS:
        FILE  A store file written by `mood backup`

      OPTIONS:
        -y, --yes               Replace without asking
        --passphrase-file FILE  The passphrase: the first line of FILE, which must be
                                mode 0600
        --identity FILE         Decrypt with the age secret keys in FILE (as
                                age-keygen writes it)
        --store PATH            Use the store at PATH (default: $MOODCARD_STORE or
                                ~/.local/share)
        --locale LANG           The language: en or zh-Hans, with a region if you like
                                (en-US)
        -h, --help              Show help for this command

      """
    ),
    (
      ["completions"],
      """
      OVERVIEW: Print the completion script for bash, zsh or fish

      USAGE: mood completions SHELL [options]

      The script completes subcommands, options, their values (sizes, themes, locales,
      chart kinds, formats, days, files) and the names of your habits, read from the
      store.
      Example: mood completions bash > ~/.local/share/bash-completion/completions/mood

      ARGUMENTS:
        SHELL  bash, zsh or fish

      OPTIONS:
        --store PATH   Use the store at PATH (default: $MOODCARD_STORE or
                       ~/.local/share)
        --locale LANG  The language: en or zh-Hans, with a region if you like (en-US)
        -h, --help     Show help for this command

      """
    ),
  ]
}
