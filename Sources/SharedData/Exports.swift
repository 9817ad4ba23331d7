// The widget's data contract and the property-list formats are modules of their own, so the
// renderer can take the one without file access and the project reader the other; the container
// is built on both, and whoever uses it uses them.
@_exported import PropertyList
@_exported import WidgetContract
