#if !canImport(ObjectiveC)
/// The observations made by name on one object, so that `removeObserver` finds them.
final class NamedObservations {
    var entries: [(observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?, observation: NSKeyValueObservation)] = []
}
#endif
