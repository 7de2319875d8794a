/// The identifier of every text `mood` shows a person: the keys of `Messages/en.catalog` and of
/// every translation beside it.
enum MessageKey: String, CaseIterable, Sendable {
  // MARK: - Errors, warnings and usage
  case errorLine
  case warningLine
  case usageBlock
  case localeNotSpoken
  case declined
  case confirmQuestion
  case confirmYesAnswers
  case confirmRefused
  // MARK: - Days
  case dayLine
  case weekdays
  case weekdaysShort
  // MARK: - log, show, list, delete
  case entryLogged
  case entryUpdated
  case entryScore
  case entryWords
  case entryTags
  case entryReason
  case listEmpty
  case deleteQuestion
  case deleteAction
  case habitDeleteQuestion
  case habitDeleteAction
  case recordedDaysOne
  case recordedDaysOther
  case restoreQuestion
  case restoreAction
  case entryDeleted
  // MARK: - remind
  case reminderText
  case reminderHowCommand
  case notifySendMissing
  case notifySendFailed
  case notifySendCannotRun
  case remindInstalled
  case remindInstalledFiles
  case remindNoSystemd
  case remindUninstalled
  case remindNothingInstalled
  case remindSystemctlFailed
  case remindInstallOrUninstall
  case remindAtNeedsInstall
  case remindInvalidTime
  // MARK: - config
  case configDamaged
  case configUnreadable
  case configProblemNotKeyValue
  case configProblemBadKey
  case configProblemRepeatedKey
  case configProblemBadEscape
  case configUnknownKey
  case configInvalidValue
  case configAcceptedChoices
  case configAcceptedTimeZone
  case configAcceptedTime
  case configNotSet
  case configEmpty
  case configRemoved
  case configWasNotSet
  // MARK: - import, export
  case importBackupFound
  case importDaylioFound
  case importCounts
  case importEntries
  case importHabits
  case importCompletions
  case importWords
  case importDryRun
  case importWarning
  case moreWarningsOne
  case moreWarningsOther
  // MARK: - batch
  case batchProgressLine
  case batchRate
  case batchTimeLeft
  // MARK: - stats
  case statsRange
  case statsDaysOne
  case statsDaysOther
  case statsDaysLogged
  case statsMean
  case statsMedian
  case statsLowest
  case statsHighest
  case statsCurrentStreak
  case statsLongestStreak
  case statsWords
  case statsTags
  case statsHabits
  case statsLoggedShare
  case statsLoggedSoFar
  case statsLoggedNotStarted
  case statsHabitRate
  case statsByWeekday
  case statsWeekdayMean
  case statsWithAndWithout
  case statsWithTag
  case statsWithWord
  case statsWithHabit
  case statsPatternsNotShownOne
  case statsPatternsNotShownOther
  case statsNothing
  // MARK: - Errors of the domain, the store and ranges
  case invalidScore
  case reasonTooLong
  case unknownWordNoSuggestion
  case unknownWordSuggestions
  case invalidValence
  case invalidHabitName
  case invalidColor
  case invalidIcon
  case unknownTimeZone
  case entryNotFound
  case habitExists
  case habitArchived
  case habitNotFound
  case dayAfterToday
  // MARK: - habits
  case habitAdded
  case habitNone
  case habitNoneActiveOne
  case habitNoneActiveOther
  case habitArchivedNote
  case habitDone
  case habitNotDone
  case habitArchivedNow
  case habitBroughtBack
  case habitRenamed
  case habitDeleted
  // MARK: - words
  case valencePleasant
  case valenceNeutral
  case valenceUnpleasant
  case wordsGroup
  case wordYours
  case wordAdded
  // MARK: - pictures and files
  case wrote
  case batchDrew
  case batchDrewSkipped
  case batchCardsOne
  case batchCardsOther
  case batchSheetUpToDate
  case batchInterrupted
  case exported
  case exportedBackup
  case exportedEntries
  case exportedCompletions
  case backedUp
  case restored
  case restoredPrevious
  // MARK: - Errors of imports
  case importEmpty
  case importRaggedRow
  case importUnrecognizedHeader
  case importUnmappedMoods
  case importNotABackup
  case importNewerVersion
  case importOlderVersion
  // MARK: - help
  case helpOverview
  case helpUsage
  case helpArguments
  case helpOptions
  case helpSubcommands
  case helpSeeMore
  // MARK: - The command line's own errors
  case unknownCommand
  case unknownOption
  case didYouMean
  case optionNeedsValue
  case optionTakesNoValue
  case chooseSubcommand
  case missingArgument
  case unexpectedArgument
  // MARK: - The commands' usage errors
  case invalidScale
  case refuseTerminal
  case pictureCard
  case pictureChart
  case pictureReport
  case copied
  case cardNoEntry
  case batchNoEntries
  case cannotCreateFolder
  case backupNoStore
  case invalidNow
}
