import platform.Foundation.NSUserDefaults

const val STEPS_KEY = "steps"

class StepsStore {
    private val defaults: NSUserDefaults = NSUserDefaults(suiteName = "group.com.example.app")
    fun save(steps: Long, name: String) {
        defaults.setInteger(steps, forKey = STEPS_KEY)
        defaults?.setObject("x", forKey = "item_$name")
        NSUserDefaults.standardUserDefaults.setBool(true, forKey = "seen")
    }
}
