/// What `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration: AnyObject {}
