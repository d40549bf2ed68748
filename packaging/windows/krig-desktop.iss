; Inno Setup 6 script: the Windows installer around the PyInstaller one-folder build.
; NOT YET RUN (see README.md). Built by .github/workflows/bundles.yml:
;   pyinstaller packaging\krig-desktop.spec --distpath dist   (leaves dist\krig-desktop\)
;   iscc /DAppVersion=0.1.0 /DBundleDir=..\..\dist\krig-desktop packaging\windows\krig-desktop.iss
; Installs for the current user by default (no administrator needed), with a Start menu
; entry and an uninstaller; the saves and history in the user's config folder are kept.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\krig-desktop"
#endif

[Setup]
; The AppId is fixed forever: it is how Windows knows an upgrade from a second install.
AppId={{6E2B7C1A-4F3D-4B8E-9A61-2C5D8E0F7B34}
AppName=Krig Desktop
AppVersion={#AppVersion}
AppPublisher=The Krig Desktop developers
AppPublisherURL=https://github.com/krig-desktop/krig-desktop
DefaultDirName={autopf}\Krig Desktop
DefaultGroupName=Krig Desktop
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\..\LICENSE
OutputDir=..\..\dist
OutputBaseFilename=krig-desktop-{#AppVersion}-windows-x86_64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
UninstallDisplayIcon={app}\krig-desktop.exe

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "uk"; MessagesFile: "compiler:Languages\Ukrainian.isl"
Name: "nb"; MessagesFile: "compiler:Languages\Norwegian.isl"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Krig Desktop"; Filename: "{app}\krig-desktop.exe"
Name: "{autodesktop}\Krig Desktop"; Filename: "{app}\krig-desktop.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Run]
Filename: "{app}\krig-desktop.exe"; Description: "{cm:LaunchProgram,Krig Desktop}"; Flags: nowait postinstall skipifsilent
