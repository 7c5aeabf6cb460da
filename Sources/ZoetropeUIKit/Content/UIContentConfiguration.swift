/// What a cell's content shows: UIKit's `UIContentConfiguration`. Zoetrope draws
/// `UIListContentConfiguration`; a configuration of an app's own has no view Zoetrope can
/// make, and a cell showing one is drawn from its background alone.
public protocol UIContentConfiguration {}
