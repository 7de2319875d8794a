/// What a batch says about itself: which it is, the batches its writer had applied when it was
/// opened (its causal past: every change in it replaced, field by field, whatever those held)
/// and the writer's wall clock when it was sealed.
public struct BatchHeader: Sendable, Hashable {
  public let ref: BatchRef
  /// Everything applied before it; the writer's own earlier batches are its parents there.
  public let context: CausalContext
  /// The writer's wall clock (ms) when sealed: how a clock ahead of the others is told.
  public let written: Int64

  public init(ref: BatchRef, context: CausalContext, written: Int64) {
    self.ref = ref
    self.context = context
    self.written = written
  }

  /// The writer's own batches it follows.
  public var parents: [BatchRef] { context.tips(of: ref.writer) }
}
