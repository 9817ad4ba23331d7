using Foundation;

public static class WidgetStore
{
    const string StepsKey = "steps";

    public static void Save(int steps)
    {
        var defaults = new NSUserDefaults("group.com.example.app", NSUserDefaultsType.SuiteName);
        defaults.SetInt(steps, StepsKey);
        defaults.SetValueForKey(new NSString("v"), new NSString("k"));
        Preferences.Default.Set<string>("name", "Mochi", "group.com.example.app");
        Preferences.Set("local", 1);
    }
}
