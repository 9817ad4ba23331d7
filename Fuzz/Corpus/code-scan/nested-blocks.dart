void main() {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  if (Platform.isAndroid) {
  HomeWidget.setAppGroupId("group.a");
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
