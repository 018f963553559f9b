// Marquee Android shell: a full-screen WebView that loads the player and injects the host
// bridge (see ../README.md). Build: `gradle assembleRelease` with Android SDK 34 installed.
plugins {
    id("com.android.application") version "8.5.2"
    id("org.jetbrains.kotlin.android") version "2.0.20"
}

android {
    namespace = "com.marquee.player"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.marquee.player"
        minSdk = 24
        targetSdk = 34
        versionCode = 1
        versionName = "0.1.0"
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    kotlinOptions { jvmTarget = "17" }
    // The player bundle (npm run build -w @marquee/target-android-webview) lands in ../dist/assets.
    sourceSets["main"].assets.srcDirs("src/main/assets", "../dist/assets")
    // src/test/java is AGP's default JVM unit-test source set: `gradle compileDebugUnitTestKotlin`
    // compiles the core's tests against the app. They are not JUnit tests (no Maven access where
    // they were written), so `gradle testDebugUnitTest` finds none to run; they run as a plain
    // main (com.marquee.player.core.TestRunnerKt) from `npm test` (src/kotlinCore.test.ts).
}

dependencies {
    // Only these two: the stubs in compile-stubs/ mirror exactly what the glue uses of them.
    implementation("androidx.webkit:webkit:1.11.0")
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
}
